import { cleanDescriptionLines, isTopicCategory, DEFAULT_TOPIC_CATEGORY } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';
import type { TopicFieldsFragment } from '@/generated/graphql';
import { Dialog } from '@/modules/ui/components/Dialog';
import { useUpdateTopic } from '../hooks/useUpdateTopic';
import { TopicForm } from './TopicForm';
import type { PostPhoto } from '../photos/photoFields';

export interface EditTopicDialogProps {
  topic: TopicFieldsFragment & { images?: readonly PostPhoto[] };
  onClose: () => void;
}

/** Edits a topic's title, subject, category and lines (the author, a moderator or an admin). */
export function EditTopicDialog({ topic, onClose }: EditTopicDialogProps) {
  const { t } = useTranslation('forum');
  const updateTopic = useUpdateTopic();
  const lines = cleanDescriptionLines(topic.description);

  return (
    <Dialog title={t('edit.title')} onClose={onClose}>
      <TopicForm
        autoFocus
        initialValues={{
          title: topic.title,
          subject: topic.subject,
          category: isTopicCategory(topic.category) ? topic.category : DEFAULT_TOPIC_CATEGORY,
          description: lines.length > 0 ? lines : [''],
          photos: [...(topic.images ?? [])],
        }}
        submitLabel={t('edit.submit')}
        submittingLabel={t('edit.submitting')}
        failedMessage={t('errors.updateTopic')}
        draftKey={`topic:${topic.id}`}
        onSubmit={async (input) => {
          const result = await updateTopic(topic.id, input);
          if (result.ok) onClose();
          return result;
        }}
        onCancel={onClose}
      />
    </Dialog>
  );
}
