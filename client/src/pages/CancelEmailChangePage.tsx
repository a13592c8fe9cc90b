import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CancelEmailChange } from '@/modules/auth/components/CancelEmailChange';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

export function CancelEmailChangePage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  useDocumentTitle(t('emailChange.heading'));
  return <CancelEmailChange token={params.get('token')} />;
}
