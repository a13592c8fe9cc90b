import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '@/modules/auth/components/ResetPasswordForm';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  useDocumentTitle(t('reset.heading'));
  return <ResetPasswordForm token={params.get('token')} />;
}
