import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '@/modules/auth/components/ForgotPasswordForm';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('reset.forgotHeading'));
  return <ForgotPasswordForm />;
}
