import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TopicFieldsFragment } from '@/generated/graphql';
import { useSession } from '@/modules/auth/session/useSession';
import { useShareTopic } from '../hooks/useShareTopic';
import { useSignInRedirect } from '../hooks/useSignInRedirect';
import { useToggleTopicLike } from '../hooks/useToggleTopicLike';
import { canManage, canPinOrLock, canPost } from '../utils/forumPermissions';
import { EditIcon, FlagIcon, QuoteIcon, ShareIcon, TrashIcon } from './forumIcons';
import { useUnconfirmedEmail } from '@/modules/auth/hooks/useUnconfirmedEmail';
import { LikeButton } from './LikeButton';
import { lazyComponent } from '@/modules/ui/lazyComponent';

/** Opened on demand (a deletion's confirmation, with the deletion's code): a chunk of its own, not in the topic page's first download. */
const DeleteTopicDialog = lazyComponent('DeleteTopicDialog', () => import('./DeleteTopicDialog').then((m) => m.DeleteTopicDialog), null);

/** Opened on demand: chunks of their own. */
const ReportDialog = lazyComponent('ReportDialog', () => import('./ReportDialog').then((m) => m.ReportDialog), null);
const EditTopicDialog = lazyComponent('EditTopicDialog', () => import('./EditTopicDialog').then((m) => m.EditTopicDialog), null);
/** Moderators and admins only: pin and lock, in a chunk of their own. */
const ModeratorTopicActions = lazyComponent('ModeratorTopicActions', () => import('./ModeratorTopicActions').then((m) => m.ModeratorTopicActions), null);
/** Members only: the bookmark and watch controls, in a chunk of their own (a guest's page loads none of it). */
const TopicFollowControls = lazyComponent('TopicFollowControls', () => import('../follow/FollowControls').then((m) => m.TopicFollowControls), null);

export interface TopicActionsProps {
  topic: TopicFieldsFragment & { likedByMe?: boolean | null };
}

type OpenDialog = 'edit' | 'delete' | 'report' | null;

/**
 * What a reader can do with the topic: like (members), share (everyone), report (members, not
 * their own topic), edit and delete (the author, moderators, admins), pin and lock (moderators
 * and admins). Guests who try to like or report are sent to sign in and brought back.
 */
export function TopicActions({ topic }: TopicActionsProps) {
  const { t } = useTranslation('forum');
  const user = useSession()?.user ?? null;
  const signIn = useSignInRedirect();
  const toggleLike = useToggleTopicLike();
  const share = useShareTopic();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const unconfirmed = useUnconfirmedEmail();

  const isAuthor = user?.id === topic.author.id;
  const manage = canManage(user, topic.author.id);
  const moderate = canPinOrLock(user);

  const handleLike = () => {
    if (!user) return signIn();
    void toggleLike(topic);
  };

  const handleReport = () => {
    if (!user) return signIn();
    setDialog('report');
  };

  return (
    <>
      <div className="topic-actions" role="group" aria-label={t('actions.topicLabel')}>
        <LikeButton
          liked={Boolean(topic.likedByMe)}
          count={topic.likes}
          label={t('actions.likeTopic', { count: topic.likes })}
          onClick={handleLike}
          disabled={Boolean(user) && !canPost(user)}
        />
        {user && <TopicFollowControls topicId={topic.id} />}
        <button type="button" className="forum-action" onClick={() => void share(topic)}>
          <ShareIcon />
          {t('actions.share')}
        </button>
        {user && canPost(user) && !topic.locked && unconfirmed === null && (
          // The reader's selection stays as it is (a press on the button would not move the focus off it).
          <button type="button" className="forum-action" onMouseDown={(event) => event.preventDefault()} onClick={() => void import('../composer/quoteBox').then((box) => box.quoteTopic(topic)).catch(() => undefined)}>
            <QuoteIcon />
            {t('actions.quote')}
          </button>
        )}
        {!isAuthor && (
          <button type="button" className="forum-action" onClick={handleReport} disabled={Boolean(user) && !canPost(user)}>
            <FlagIcon />
            {t('actions.report')}
          </button>
        )}
        {manage && (
          <>
            <button type="button" className="forum-action" onClick={() => setDialog('edit')}>
              <EditIcon />
              {t('actions.edit')}
            </button>
            <button type="button" className="forum-action forum-action--danger" onClick={() => setDialog('delete')}>
              <TrashIcon />
              {t('actions.delete')}
            </button>
          </>
        )}
        {moderate && <ModeratorTopicActions topic={topic} />}
      </div>

      {dialog === 'edit' && <EditTopicDialog topic={topic} onClose={() => setDialog(null)} />}
      {dialog === 'report' && <ReportDialog target={{ kind: 'topic', id: topic.id }} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteTopicDialog topic={topic} onClose={() => setDialog(null)} />}
    </>
  );
}
