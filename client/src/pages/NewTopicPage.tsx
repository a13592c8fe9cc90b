import { useTranslation } from 'react-i18next';
import { NewTopicForm } from '@/modules/forum/components/NewTopicForm';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

export function NewTopicPage() {
  const { t } = useTranslation('forum');
  useDocumentTitle(t('newTopicPage.pageTitle'));
  return <NewTopicForm />;
}
