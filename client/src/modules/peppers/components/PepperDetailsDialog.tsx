import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '@/core/i18n/useLanguage';
import { PepperDetailsDocument, type CataloguePepperFieldsFragment } from '@/generated/graphql';
import { Dialog } from '@/modules/ui/components/Dialog';
import { PageLoading } from '@/modules/ui/components/PageLoading';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';
import { pepperPath } from '@/modules/ui/utils/pepperPath';
import { useViewPepper } from '../hooks/useViewPepper';
import { pepperTitle } from '../utils/pepperDisplay';
import { PepperDetails, type PepperDetailsActions } from './PepperDetails';

export interface PepperDetailsDialogProps extends PepperDetailsActions {
  slug: string;
  onClose: () => void;
}

/**
 * The quick look at one pepper over the catalogue (its page is PepperArticle). It reads the pepper from the cache when a list has it (no
 * request), else asks the server (a shared link). Opening it counts a view, once per visit.
 */
export function PepperDetailsDialog({ slug, onClose, ...actions }: PepperDetailsDialogProps) {
  const { t } = useTranslation('peppers');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const { language } = useLanguage();
  const { data, loading, error } = useQuery(PepperDetailsDocument, { variables: { slug } });
  const pepper: CataloguePepperFieldsFragment | undefined = data?.pepperBySlug;
  useViewPepper(pepper ? pepper.id : null);

  const title = pepper ? pepperTitle(pepper, language) : loading ? t('details.loading') : t('details.errorTitle');
  const description = pepper ? ((language === 'he' ? pepper.hebDescription : pepper.description) ?? pepper.description ?? '') : undefined;
  useDocumentTitle(pepper || !loading ? title : null, description);

  const renderBody = () => {
    if (pepper) return <PepperDetails pepper={pepper} {...actions} />;
    if (loading) return <PageLoading />;
    const key = error ? errorMessageKey(error) : 'notFound';
    return (
      <StateMessage tone="error" headingLevel={3} title={tErrors(key)}>
        <p>{t('details.errorMessage')}</p>
      </StateMessage>
    );
  };

  return (
    <Dialog
      title={pepper ? pepperTitle(pepper, language, { keepTogether: true }) : title}
      onClose={onClose}
      footer={
        <>
            {pepper && (
            <Link to={pepperPath(pepper.slug)} className="button button--secondary">
              {t('details.fullPage')}
            </Link>
          )}
          <button type="button" className="button button--ghost" onClick={onClose}>
            {tCommon('actions.close')}
          </button>
        </>
      }
    >
      {renderBody()}
    </Dialog>
  );
}
