import { useTranslation } from 'react-i18next';
import { PeppersCatalogue } from '@/modules/peppers/components/PeppersCatalogue';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

export function PeppersPage() {
  const { t } = useTranslation('peppers');
  useDocumentTitle(t('pageTitle'));
  return (
    <div className="container">
      <PeppersCatalogue />
    </div>
  );
}
