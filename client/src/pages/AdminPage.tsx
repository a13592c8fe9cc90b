import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageFrame } from '@/modules/ui/components/PageFrame';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

export function AdminPage() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  useDocumentTitle(t('pageTitle'));
  return (
    <PageFrame title={t('heading')} description={t('description')}>
      <Link to="/graphiql" className="button button--primary">
        {t('graphiqlLink')}
      </Link>
      <Link to="/" className="button button--secondary">
        {tCommon('actions.backHome')}
      </Link>
    </PageFrame>
  );
}
