import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageFrame } from '@/modules/ui/components/PageFrame';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  useDocumentTitle(t('login.pageTitle'));
  return (
    <PageFrame title={t('login.heading')} description={t('login.description')}>
      <Link to="/" className="button button--primary">
        {tCommon('actions.backHome')}
      </Link>
    </PageFrame>
  );
}
