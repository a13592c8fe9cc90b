import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthorLink } from '@/modules/ui/components/AuthorLink';
import type { CommentFieldsFragment } from '@/generated/graphql';
import { LazyConfirmEmailFirst as ConfirmEmailFirst } from '@/modules/auth/components/LazyConfirmEmailFirst';
import { useUnconfirmedEmail } from '@/modules/auth/hooks/useUnconfirmedEmail';
import { useSession } from '@/modules/auth/session/useSession';
import { Avatar } from '@/modules/ui/components/Avatar';
import { useFormatRelativeDate } from '@/modules/ui/hooks/useFormatRelativeDate';
import { useDeleteComment } from '../hooks/useDeleteComment';
import { useEditComment } from '../hooks/useEditComment';
import { useForumErrorText } from '../hooks/useForumMessages';
import { useSignInRedirect } from '../hooks/useSignInRedirect';
import { useToggleCommentLike } from '../hooks/useToggleCommentLike';
import { canManage, canPost } from '../utils/forumPermissions';
import { LazyCommentComposer as CommentComposer } from './LazyCommentComposer';
import { PostBody } from '../markdown/PostBody';
import { LazyPostAttachments } from '../photos/LazyPhotos';
import { imagesField, type PostPhoto } from '../photos/photoFields';
import { EditedMark } from '../history/EditedMark';
import { EditIcon, FlagIcon, QuoteIcon, ReplyIcon, TrashIcon } from './forumIcons';
import { LikeButton } from './LikeButton';
import type { ReportTarget } from './ReportDialog';
import { lazyComponent } from '@/modules/ui/lazyComponent';

/** Opened on demand (a deletion's confirmation): a chunk of its own, not in the topic page's first download. */
const ConfirmDialog = lazyComponent('ConfirmDialog', () => import('@/modules/ui/components/ConfirmDialog').then((m) => m.ConfirmDialog), null);
/** Members only: a chunk of its own, shared with the topic's bookmark and watch controls. */
const CommentBookmarkButton = lazyComponent('CommentBookmarkButton', () => import('../follow/FollowControls').then((m) => m.CommentBookmarkButton), null);

/** An edit counts as one when the comment changed more than a minute after it was posted. */
const EDIT_GRACE_MS = 60_000;

export type CommentWithReplies = CommentFieldsFragment & { replies?: readonly CommentFieldsFragment[] };

export interface CommentItemProps {
  comment: CommentWithReplies;
  /** Locked topics take no new replies. */
  locked: boolean;
  /** Posts a reply in this comment's thread; answers the error text, or null when it worked. */
  onReply: (parent: CommentFieldsFragment, text: string, photos: PostPhoto[]) => Promise<string | null>;
  onReport: (target: ReportTarget) => void;
  /** A comment (not a reply) was deleted: the page's comments shift. */
  onDeleted: (comment: CommentFieldsFragment) => void;
  /** Quotes the comment (the reader's selection in its text, else all of it) in the topic's comment box. */
  onQuote?: (comment: CommentFieldsFragment, author: string, article: Element | null) => void;
}

function authorName(comment: CommentFieldsFragment): string {
  const { firstName, lastName, username } = comment.author;
  return `${firstName} ${lastName}`.trim() || username;
}

/**
 * One comment, or a reply (threads are one level deep): its author, date and plain text, like,
 * reply (an inline box under it), edit and delete (the author, moderators, admins) and report.
 */
export function CommentItem({ comment, locked, onReply, onReport, onDeleted, onQuote }: CommentItemProps) {
  const { t } = useTranslation('forum');
  const formatRelativeDate = useFormatRelativeDate();
  const user = useSession()?.user ?? null;
  const unconfirmed = useUnconfirmedEmail();
  const signIn = useSignInRedirect();
  const toggleLike = useToggleCommentLike();
  const editComment = useEditComment();
  const deleteComment = useDeleteComment();
  const errorText = useForumErrorText();
  const headingId = useId();

  const [replying, setReplying] = useState(false);
  // When a reply or edit box closes, the focus goes back to the button that opened it.
  const replyButtonRef = useRef<HTMLButtonElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState<'reply' | 'edit' | null>(null);
  useEffect(() => {
    if (!returnFocus) return;
    (returnFocus === 'reply' ? replyButtonRef : editButtonRef).current?.focus();
    setReturnFocus(null);
  }, [returnFocus]);

  const closeReply = () => {
    setReplying(false);
    setReturnFocus('reply');
  };
  const closeEdit = () => {
    setEditing(false);
    setReturnFocus('edit');
  };
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const isReply = Boolean(comment.parentId);
  const replies = comment.replies ?? [];
  const name = authorName(comment);
  const isAuthor = user?.id === comment.author.id;
  const manage = canManage(user, comment.author.id);
  const mayPost = canPost(user);
  const edited = new Date(comment.updatedAt).getTime() - new Date(comment.createdAt).getTime() > EDIT_GRACE_MS;

  const handleLike = () => {
    if (!user) return signIn();
    void toggleLike(comment);
  };

  const handleReplyClick = () => {
    if (!user) return signIn();
    setReplying((open) => !open);
  };

  const handleEdit = async (text: string, photos: PostPhoto[]) => {
    const result = await editComment(comment.id, text, imagesField(photos, comment.images).images);
    if (result.ok) {
      closeEdit();
      return null;
    }
    return errorText(result.error, t('errors.editComment'), ['text']);
  };

  const handleConfirmDelete = async () => {
    if (deleting) return;
    setDeleting(true);
    const deleted = await deleteComment({ id: comment.id, topicId: comment.topicId, replyCount: replies.length });
    setDeleting(false);
    setConfirmingDelete(false);
    if (deleted && !isReply) onDeleted(comment);
  };

  return (
    <article className="comment" id={`comment-${comment.id}`} aria-labelledby={headingId} data-reply={isReply || undefined}>
      <header className="comment__header">
        <Avatar user={comment.author} />
        <div className="comment__meta">
          <h3 id={headingId} className="comment__author" dir="auto">
            {name}
          </h3>
          <span className="comment__details">
            <AuthorLink username={comment.author.username}>@{comment.author.username}</AuthorLink>
            <span aria-hidden="true">·</span>
            <time dateTime={comment.createdAt}>{formatRelativeDate(comment.createdAt)}</time>
            <EditedMark topicId={comment.topicId} commentId={comment.id} versionsCount={comment.versionsCount} edited={edited} current={{ title: null, text: comment.text }} />
          </span>
        </div>
      </header>

      {editing ? (
        <CommentComposer
          label={t('comments.editLabel')}
          submitLabel={t('comments.save')}
          submittingLabel={t('comments.saving')}
          initialText={comment.text}
          draftKey={`edit:${comment.id}`}
          onSubmit={handleEdit}
          onCancel={closeEdit}
          autoFocus
          withPhotos
          initialPhotos={comment.images}
        />
      ) : (
        <>
          <PostBody className="comment__text" html={comment.textHtml} source={comment.text} />
          {comment.images.length > 0 && <LazyPostAttachments photos={comment.images} />}
        </>
      )}

      <div className="comment__actions" role="group" aria-label={t('actions.commentLabel', { author: name })}>
        <LikeButton
          liked={comment.likedByMe}
          count={comment.likes}
          label={t('actions.likeComment', { count: comment.likes, author: name })}
          onClick={handleLike}
          disabled={Boolean(user) && !mayPost}
        />
        {!locked && (
          <button
            ref={replyButtonRef}
            type="button"
            className="forum-action"
            aria-expanded={replying}
            aria-label={t('actions.replyTo', { author: name })}
            onClick={handleReplyClick}
            disabled={Boolean(user) && !mayPost}
          >
            <ReplyIcon className="icon-flip" />
            {t('actions.reply')}
          </button>
        )}
        {onQuote && user && mayPost && !locked && unconfirmed === null && (
          <button
            type="button"
            className="forum-action"
            aria-label={t('actions.quoteComment', { author: name })}
            // The reader's selection stays as it is (a press on the button would not move the focus off it).
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => onQuote(comment, name, event.currentTarget.closest('.comment'))}
          >
            <QuoteIcon />
            {t('actions.quote')}
          </button>
        )}
        {user && <CommentBookmarkButton topicId={comment.topicId} commentId={comment.id} author={name} />}
        {!isAuthor && (
          <button
            type="button"
            className="forum-action"
            aria-label={t('actions.reportComment', { author: name })}
            onClick={() => (user ? onReport({ kind: 'comment', id: comment.id, author: name }) : signIn())}
            disabled={Boolean(user) && !mayPost}
          >
            <FlagIcon />
            {t('actions.report')}
          </button>
        )}
        {manage && !editing && (
          <button
            ref={editButtonRef}
            type="button"
            className="forum-action"
            aria-label={t('actions.editComment', { author: name })}
            onClick={() => setEditing(true)}
          >
            <EditIcon />
            {t('actions.edit')}
          </button>
        )}
        {manage && (
          <button
            type="button"
            className="forum-action forum-action--danger"
            aria-label={t('actions.deleteComment', { author: name })}
            onClick={() => setConfirmingDelete(true)}
          >
            <TrashIcon />
            {t('actions.delete')}
          </button>
        )}
      </div>

      {replying && !locked && unconfirmed !== null && <ConfirmEmailFirst email={unconfirmed} />}
      {replying && !locked && unconfirmed === null && (
        <CommentComposer
          className="comment__reply-box"
          label={t('comments.replyLabel', { author: name })}
          submitLabel={t('comments.postReply')}
          submittingLabel={t('comments.posting')}
          autoFocus
          draftKey={`reply:${comment.id}`}
          withPhotos
          onSubmit={async (text, photos) => {
            const refusal = await onReply(comment, text, photos);
            if (!refusal) closeReply();
            return refusal;
          }}
          onCancel={closeReply}
        />
      )}

      {replies.length > 0 && (
        <ol className="comment__replies" aria-label={t('comments.repliesTo', { author: name, count: replies.length })}>
          {replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem comment={reply} locked={locked} onReply={onReply} onReport={onReport} onDeleted={onDeleted} onQuote={onQuote} />
            </li>
          ))}
        </ol>
      )}

      {confirmingDelete && (
        <ConfirmDialog
          title={t(isReply ? 'delete.replyTitle' : 'delete.commentTitle')}
          message={t(isReply || replies.length === 0 ? 'delete.commentMessage' : 'delete.commentWithReplies', {
            count: replies.length,
          })}
          confirmLabel={t('delete.confirm')}
          busy={deleting}
          onConfirm={() => void handleConfirmDelete()}
          onCancel={() => !deleting && setConfirmingDelete(false)}
        />
      )}
    </article>
  );
}
