import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { TopicFieldsFragment } from '@/generated/graphql';
import { ConfirmDialog } from '@/modules/ui/components/ConfirmDialog';
import { useDeleteTopic } from '../hooks/useDeleteTopic';

/** The topic page's "Delete" confirmation; on success the reader goes back to the forum. Loaded when it opens. */
export function DeleteTopicDialog({ topic, onClose }: { topic: TopicFieldsFragment; onClose: () => void }) {
  const { t } = useTranslation('forum');
  const navigate = useNavigate();
  const deleteTopic = useDeleteTopic();
  const [deleting, setDeleting] = useState(false);

  const handleConfirm = async () => {
    if (deleting) return;
    setDeleting(true);
    const deleted = await deleteTopic(topic, { onDeleted: () => void navigate('/forum', { replace: true }) });
    if (!deleted) {
      setDeleting(false);
      onClose();
    }
  };

  return (
    <ConfirmDialog
      title={t('delete.topicTitle')}
      message={t('delete.topicMessage', { title: topic.title })}
      confirmLabel={t('delete.confirm')}
      busy={deleting}
      onConfirm={() => void handleConfirm()}
      onCancel={() => !deleting && onClose()}
    />
  );
}
