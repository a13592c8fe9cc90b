import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/modules/ui/utils/intl';
import { type CommentsView, useTopicLiveUpdates } from '../hooks/useTopicLiveUpdates';

interface LiveCommentsProps {
  topicId: string;
  viewerId: string;
  /** The page as it is shown now (null while it loads). */
  view: CommentsView | null;
  onTopicGone: () => void;
  /** After "N new comments" is clicked: the first of them, and the page that holds the last. */
  onShown: (shown: { page: number; firstId: string | null }) => void;
}

/**
 * A signed-in reader's live updates of the open topic, and the "N new comments" button. Its own chunk (with the
 * subscription code): a guest's topic page loads none of it.
 */
export function LiveComments({ topicId, viewerId, view, onTopicGone, onShown }: LiveCommentsProps) {
  const { t, i18n } = useTranslation('forum');
  const live = useTopicLiveUpdates(topicId, viewerId, onTopicGone);
  const newComments = view ? live.pending.filter((c) => !view.shownIds.has(c.id)) : [];
  if (!view || newComments.length === 0) return null;
  return (
    <button type="button" className="button button--primary comments__new" onClick={() => onShown(live.reveal(view))}>
      {t('comments.newComments', { count: newComments.length, formatted: numberFormat(i18n.language).format(newComments.length) })}
    </button>
  );
}
