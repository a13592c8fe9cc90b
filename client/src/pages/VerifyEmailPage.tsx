import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { VerifyEmailConfirm } from '@/modules/auth/components/VerifyEmailConfirm';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  useDocumentTitle(t('verification.heading'));
  return <VerifyEmailConfirm token={params.get('token')} />;
}
