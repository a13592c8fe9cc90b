import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

/** No topic in the address or in navigation state (docs/product-rules.md#screens). */
export function TopicNotFound() {
  const { t } = useTranslation('forum');
  useDocumentTitle(t('topic.notFound'));
  return (
    <div className="container">
      <StateMessage
        tone="noMatch"
        headingLevel={1}
        title={t('topic.notFound')}
        actions={
          <Link to="/forum" className="button button--primary">
            {t('topic.backToForum')}
          </Link>
        }
      >
        <p>{t('topic.selectTopic')}</p>
      </StateMessage>
    </div>
  );
}
