import { useTranslation } from 'react-i18next';
import { AdminGate } from '@/modules/admin/components/AdminGate';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

/** Loaded lazily by the router: the control panel, or its login form. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('pageTitle'));
  return <AdminGate />;
}
