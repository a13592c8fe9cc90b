import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

export interface ErrorScreenProps {
  /** notFound: no route matches; render: a screen failed to render. */
  reason: 'notFound' | 'render';
}

/** The generic 'Unexpected Application Error!' screen (docs/product-rules.md#errors), titled (page and tab) in the reader's language. */
export function ErrorScreen({ reason }: ErrorScreenProps) {
  const { t } = useTranslation('errors');
  const { t: tCommon } = useTranslation();
  useDocumentTitle(t('unexpected.title'));

  return (
    <div className="container">
      <StateMessage
        tone="error"
        headingLevel={1}
        title={t('unexpected.title')}
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
