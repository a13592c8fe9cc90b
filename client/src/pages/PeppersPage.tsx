import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { GuestFavoritesSync } from '@/modules/peppers/components/GuestFavoritesSync';
import { PeppersCatalogue } from '@/modules/peppers/components/PeppersCatalogue';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

export function PeppersPage() {
  const { t } = useTranslation('peppers');
  // On a pepper's page (/peppers/<slug>) its details set the title and description.
  const { slug } = useParams<{ slug?: string }>();
  useDocumentTitle(slug ? null : t('pageTitle'), slug ? undefined : t('intro'));
  return (
    <div className="container">
      <GuestFavoritesSync />
      <PeppersCatalogue />
    </div>
  );
}
