import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { GuestFavoritesSync } from '@/modules/peppers/components/GuestFavoritesSync';
import { PeppersCatalogue } from '@/modules/peppers/components/PeppersCatalogue';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

/**
 * `/peppers`: the catalogue. A pepper it opens (a quick look: the pepper's address, its history entry marked) shows over
 * it, this page staying mounted (routeTable.ts, quickLookOver); a pepper's own page is PepperPage.
 */
export function PeppersPage() {
  const { t } = useTranslation('peppers');
  const { slug } = useParams<{ slug?: string }>();
  // With a slug, the quick look sets the title and description.
  useDocumentTitle(slug ? null : t('pageTitle'), slug ? undefined : t('intro'));
  return (
    <>
      <GuestFavoritesSync />
      <div className="container">
        <PeppersCatalogue />
      </div>
    </>
  );
}
