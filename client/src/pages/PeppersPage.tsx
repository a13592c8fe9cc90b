import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { GuestFavoritesSync } from '@/modules/peppers/components/GuestFavoritesSync';
import { loadPepperViews, PeppersCatalogue } from '@/modules/peppers/components/PeppersCatalogue';
import { isQuickLook } from '@/modules/peppers/hooks/useOpenPepper';
import { lazyComponent } from '@/modules/ui/lazyComponent';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

/** A pepper's page: in the chunk of the quick look (the catalogue's first download carries neither). */
const PepperArticle = lazyComponent('PepperViews', () => loadPepperViews().then((m) => m.PepperArticle));

/**
 * `/peppers` and `/peppers/<slug>`: the catalogue, or a pepper's own page. One route, so a pepper the catalogue opens
 * (a quick look: the same address, its history entry marked) shows over the catalogue, which stays mounted.
 */
export function PeppersPage() {
  const { t } = useTranslation('peppers');
  const { slug } = useParams<{ slug?: string }>();
  const { state } = useLocation();
  // With a slug, the pepper's page or quick look sets the title and description.
  useDocumentTitle(slug ? null : t('pageTitle'), slug ? undefined : t('intro'));
  return (
    <>
      <GuestFavoritesSync />
      {slug && !isQuickLook(state) ? (
        <PepperArticle key={slug} slug={slug} />
      ) : (
        <div className="container">
          <PeppersCatalogue />
        </div>
      )}
    </>
  );
}
