import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '@/modules/layout/components/ErrorScreen';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  useDocumentTitle(t('unexpected.title'));
  return <ErrorScreen reason="notFound" />;
}
