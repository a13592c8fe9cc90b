import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

export interface ErrorScreenProps {
  /** notFound: no route matches; render: a screen failed to render. */
  reason: 'notFound' | 'render';
}

/**
 * The error screens (docs/product-rules.md#errors), titled (page and tab) in the reader's language: an unknown
 * address says the page is not found; a screen that failed to render gets the generic 'Unexpected Application Error!'.
 */
export function ErrorScreen({ reason }: ErrorScreenProps) {
  const { t } = useTranslation('errors');
  const { t: tCommon } = useTranslation();
  const title = t(reason === 'notFound' ? 'unexpected.notFoundTitle' : 'unexpected.title');
  useDocumentTitle(title);

  return (
    <div className="container">
      <StateMessage
        tone="error"
        headingLevel={1}
        title={title}
        actions={
          <>
            <Link to="/" className="button button--primary">
              {tCommon('actions.backHome')}
            </Link>
            {reason === 'render' && (
              <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
                {t('unexpected.reload')}
              </button>
            )}
          </>
        }
      >
        <p>{t(reason === 'notFound' ? 'unexpected.notFound' : 'unexpected.render')}</p>
      </StateMessage>
    </div>
  );
}
