import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '@/core/i18n/useLanguage';
import { useNotFoundStatus } from '@/core/ssr/SsrContext';
import { PepperDetailsDocument } from '@/generated/graphql';
import { PageLoading } from '@/modules/ui/components/PageLoading';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { useCompareSelection } from '../hooks/useCompareSelection';
import { useFavorites } from '../hooks/useFavorites';
import { useSharePepper } from '../hooks/useSharePepper';
import { useViewPepper } from '../hooks/useViewPepper';
import { pepperDescription, pepperTitle } from '../utils/pepperDisplay';
import { PepperDetails } from './PepperDetails';
import './PepperArticle.css';

/**
 * A pepper's own page (`/peppers/<slug>` reached by a link, a reload or a search engine): breadcrumbs, its names in both
 * scripts, the picture, heat, facts and every section, as one article the server draws whole. The catalogue opens the
 * same details as a quick look over itself (PepperDetailsDialog). Opening the page counts a view, once per visit.
 */
export function PepperArticle({ slug }: { slug: string }) {
  const { t } = useTranslation('peppers');
  const { language } = useLanguage();
  const { data, loading, error } = useQuery(PepperDetailsDocument, { variables: { slug } });
  const pepper = data?.pepperBySlug;
  const favorites = useFavorites();
  const share = useSharePepper();
  const compare = useCompareSelection();
  useViewPepper(pepper ? pepper.id : null);

  // No pepper by this slug: the server answers NOT_FOUND (or nothing).
  const errorKey = error ? errorMessageKey(error) : null;
  const missing = !pepper && !loading && (errorKey === null || errorKey === 'notFound');
  const title = pepper ? pepperTitle(pepper, language) : missing ? t('page.notFoundTitle') : loading ? null : t('details.errorTitle');
  useDocumentTitle(title, pepper ? (pepperDescription(pepper, language) ?? undefined) : undefined);

  if (pepper) {
    return (
      <article className="container pepper-page" aria-labelledby="pepper-page-title">
        <PepperDetails
          pepper={pepper}
          variant="page"
          signedIn={favorites.signedIn}
          isFavorite={favorites.isFavorite}
          onToggleFavorite={favorites.toggle}
          onShare={share}
          compare={compare}
        />
      </article>
    );
  }
  if (loading) return <PageLoading />;
  return <PepperNotFound missing={missing} errorKey={errorKey} />;
}

/** No pepper at this address (a 404 from the server too), or one that could not be loaded. */
function PepperNotFound({ missing, errorKey }: { missing: boolean; errorKey: ReturnType<typeof errorMessageKey> | null }) {
  const { t } = useTranslation('peppers');
  const { t: tErrors } = useTranslation('errors');
  useNotFoundStatus(missing);
  return (
    <div className="container">
      <StateMessage
        tone={missing ? 'noMatch' : 'error'}
        headingLevel={1}
        title={missing ? t('page.notFoundTitle') : tErrors(errorKey ?? 'notFound')}
        actions={
          <Link to="/peppers" className="button button--primary">
            {t('page.toCatalogue')}
          </Link>
        }
      >
        <p>{missing ? t('page.notFoundMessage') : t('details.errorMessage')}</p>
      </StateMessage>
    </div>
  );
}
