import { useParams } from 'react-router-dom';
import { GuestFavoritesSync } from '@/modules/peppers/components/GuestFavoritesSync';
import { PepperArticle } from '@/modules/peppers/components/PepperArticle';

/**
 * `/peppers/<slug>`: a pepper's own page, a page of its own (its chunk carries none of the catalogue's list code). A
 * history entry the catalogue marked as a quick look shows the catalogue's page instead (routeTable.ts, quickLookOver).
 */
export function PepperPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  return (
    <>
      <GuestFavoritesSync />
      <PepperArticle key={slug} slug={slug} />
    </>
  );
}
