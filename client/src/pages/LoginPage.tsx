import { useTranslation } from 'react-i18next';
import { AuthForm } from '@/modules/auth/components/AuthForm';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.pageTitle'));
  return <AuthForm />;
}
