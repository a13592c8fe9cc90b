import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageFrame } from '@/modules/ui/components/PageFrame';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

export function NewTopicPage() {
  const { t } = useTranslation('forum');
  useDocumentTitle(t('newTopicPage.pageTitle'));
  return (
    <PageFrame title={t('newTopicPage.heading')} description={t('newTopicPage.description')}>
      <Link to="/forum" className="button button--primary">
        {t('topic.backToForum')}
      </Link>
    </PageFrame>
  );
}
