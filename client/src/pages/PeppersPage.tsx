import { useTranslation } from 'react-i18next';
import { GuestFavoritesSync } from '@/modules/peppers/components/GuestFavoritesSync';
import { PeppersCatalogue } from '@/modules/peppers/components/PeppersCatalogue';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

export function PeppersPage() {
  const { t } = useTranslation('peppers');
  useDocumentTitle(t('pageTitle'));
  return (
    <div className="container">
      <GuestFavoritesSync />
      <PeppersCatalogue />
    </div>
  );
}
