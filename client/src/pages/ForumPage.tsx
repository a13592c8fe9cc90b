import { useTranslation } from 'react-i18next';
import { ForumBoard } from '@/modules/forum/components/ForumBoard';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

export function ForumPage() {
  const { t } = useTranslation('forum');
  useDocumentTitle(t('pageTitle'), t('metaDescription'));
  return <ForumBoard />;
}
