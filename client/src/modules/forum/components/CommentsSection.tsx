import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { TopicCommentsDocument, type CommentFieldsFragment } from '@/generated/graphql';
import { LazyConfirmEmailFirst as ConfirmEmailFirst } from '@/modules/auth/components/LazyConfirmEmailFirst';
import { useUnconfirmedEmail } from '@/modules/auth/hooks/useUnconfirmedEmail';
import { useSession } from '@/modules/auth/session/useSession';
import { LockIcon } from './forumIcons';
import { Pagination } from '@/modules/ui/components/Pagination';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { useAddComment } from '../hooks/useAddComment';
import { useCommentAnchor } from '../hooks/useCommentAnchor';
import { useForumErrorText } from '../hooks/useForumMessages';
import { useReturnState } from '../hooks/useSignInRedirect';
import { canPost } from '../utils/forumPermissions';
import { LazyCommentComposer as CommentComposer } from './LazyCommentComposer';
import { CommentItem } from './CommentItem';
import { imagesField, type PostPhoto } from '../photos/photoFields';
import { lazyComponent } from '@/modules/ui/lazyComponent';

import type { ReportTarget } from './ReportDialog';

const LiveComments = lazyComponent('LiveComments', () => import('./LiveComments').then((m) => m.LiveComments), null);
import { numberFormat } from '@/modules/ui/utils/intl';
import { usePageHref } from '../hooks/usePageHref';

/** Opened on demand: a chunk of its own. */
const ReportDialog = lazyComponent('ReportDialog', () => import('./ReportDialog').then((m) => m.ReportDialog), null);

export const COMMENTS_PAGE_PARAM = 'page';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get(COMMENTS_PAGE_PARAM));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export interface CommentsSectionProps {
  topic: { id: string; locked: boolean; title: string };
  /** Asks the server for the topic again (it was locked while the reader wrote). */
  onTopicStale: () => void;
}

/**
 * The stored comments of a topic, oldest first, paged by the server's "comments per page"
 * setting (the page is in the URL), with their replies; the add-comment box for members; a
 * locked topic says so and takes no comments.
 */
export function CommentsSection({ topic, onTopicStale }: CommentsSectionProps) {
  const { t, i18n } = useTranslation('forum');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const pageHref = usePageHref(COMMENTS_PAGE_PARAM);
  const user = useSession()?.user ?? null;
  const unconfirmed = useUnconfirmedEmail();
  const returnState = useReturnState();
  const notify = useNotify();
  const addComment = useAddComment();
  const errorText = useForumErrorText();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  const [revealId, setRevealId] = useState<string | null>(null);

  const { data, previousData, loading, error, refetch } = useQuery(TopicCommentsDocument, {
    variables: { id: topic.id, page },
    // Others comment too: a visit always shows the page as the server has it now.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const current = (data ?? previousData)?.topic.comments;
  useCommentAnchor(current);
  const format = numberFormat(i18n.language);
  // Replies included, as in the topic's counts.
  const total = (data ?? previousData)?.topic.commentsCount;

  // Live updates (signed-in readers): edits and likes show in place; others' new comments wait behind "N new comments".
  const shownIds = useMemo(() => new Set(current?.items.flatMap((c) => [c.id, ...c.replies.map((r) => r.id)]) ?? []), [current]);
  const liveView = current ? { topicId: topic.id, page, perPage: current.perPage, totalItems: current.totalItems, shownIds } : null;

  const locationState: unknown = location.state;
  const setPage = useCallback(
    (next: number) => {
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next <= 1) params.delete(COMMENTS_PAGE_PARAM);
          else params.set(COMMENTS_PAGE_PARAM, String(next));
          return params;
        },
        // Keeps a topic handed over in navigation state (/forum/topic) on the screen.
        { state: locationState, preventScrollReset: true },
      );
      headingRef.current?.scrollIntoView?.({ block: 'start' });
    },
    [setSearchParams, locationState],
  );

  // A page past the end (an old link, the last comment deleted): show the last page.
  const pageIsGone = Boolean(data && data.topic.comments.items.length === 0 && page > data.topic.comments.totalPages);
  const lastPage = data?.topic.comments.totalPages ?? 1;
  useEffect(() => {
    if (pageIsGone) setPage(lastPage);
  }, [pageIsGone, lastPage, setPage]);

  // Brings a comment just posted into view once its page has it.
  useEffect(() => {
    if (!revealId) return;
    const element = document.getElementById(`comment-${revealId}`);
    if (!element) return;
    element.scrollIntoView?.({ block: 'nearest' });
    setRevealId(null);
  }, [revealId, data]);

  const explainRefusal = (refusal: Parameters<typeof errorText>[0]) => {
    if (refusal.code === 'FORBIDDEN' || refusal.code === 'NOT_FOUND') {
      // Locked (or deleted) while the reader was writing: say so where it stays visible.
      const text = refusal.code === 'FORBIDDEN' ? t('comments.lockedRefused') : t('errors.topicGone');
      notify.error(text);
      onTopicStale();
      return text;
    }
    return errorText(refusal, t('errors.addComment'), ['text']);
  };

  const handleAdd = async (text: string, photos: PostPhoto[]): Promise<string | null> => {
    const result = await addComment({ topicId: topic.id, text, ...imagesField(photos) });
    if (!result.ok) return explainRefusal(result.error);
    // New comments go last: show the page that has it now.
    const totalItems = (current?.totalItems ?? 0) + 1;
    const newLastPage = Math.max(1, Math.ceil(totalItems / (current?.perPage ?? 20)));
    setRevealId(result.data.id);
    if (newLastPage !== page) setPage(newLastPage);
    else void refetch().catch(() => undefined);
    return null;
  };

  const handleReply = async (parent: CommentFieldsFragment, text: string, photos: PostPhoto[]): Promise<string | null> => {
    const result = await addComment({ topicId: topic.id, text, parentId: parent.id, ...imagesField(photos) });
    if (!result.ok) return explainRefusal(result.error);
    setRevealId(result.data.id);
    return null;
  };

  const showNewComments = (shown: { page: number; firstId: string | null }) => {
    if (shown.firstId) setRevealId(shown.firstId);
    if (shown.page !== page) setPage(shown.page);
  };

  const handleQuote = (comment: CommentFieldsFragment, author: string, article: Element | null) => {
    void import('../composer/quoteBox').then((box) => box.quoteComment(comment, author, page, article)).catch(() => undefined);
  };

  const handleDeleted = () => {
    void refetch().catch(() => undefined);
  };

  const renderList = () => {
    if (loading && !current) {
      return (
        <p className="comments__status" role="status">
          {t('comments.loading')}
        </p>
      );
    }
    if (error && !current) {
      return (
        <StateMessage
          tone="error"
          headingLevel={3}
          title={t('comments.loadError')}
          actions={
            <button type="button" className="button button--primary" onClick={() => void refetch().catch(() => undefined)}>
              {tCommon('actions.retry')}
            </button>
          }
        >
          <p>{tErrors(errorMessageKey(error))}</p>
        </StateMessage>
      );
    }
    if (!current || current.items.length === 0) {
      // The count says there are comments (they came live and wait behind "N new comments"): not "no comments yet".
      if (total) return null;
      return <p className="comments__empty">{topic.locked ? t('comments.noneLocked') : t('comments.none')}</p>;
    }
    return (
      <>
        <ol className="comments__list" aria-busy={loading || undefined}>
          {current.items.map((comment) => (
            <li key={comment.id}>
              <CommentItem
                comment={comment}
                locked={topic.locked}
                onReply={handleReply}
                onReport={setReportTarget}
                onDeleted={handleDeleted}
                onQuote={handleQuote}
              />
            </li>
          ))}
        </ol>
        <Pagination page={Math.min(page, current.totalPages)} totalPages={current.totalPages} onPageChange={setPage} pageHref={pageHref} />
      </>
    );
  };

  const renderComposer = () => {
    if (topic.locked) {
      return (
        <p className="comments__locked" role="note">
          <LockIcon width={18} height={18} />
          {t('comments.locked')}
        </p>
      );
    }
    if (!user) {
      return (
        <p className="comments__sign-in">
          <Link to="/login" state={returnState} className="button button--secondary">
            {t('comments.signIn')}
          </Link>
          <span>{t('comments.signInWhy')}</span>
        </p>
      );
    }
    if (!canPost(user)) return <p className="comments__locked">{t('comments.blocked')}</p>;
    if (unconfirmed !== null) return <ConfirmEmailFirst email={unconfirmed} />;
    return (
      <CommentComposer
        className="comments__composer"
        label={t('comments.addLabel')}
        submitLabel={t('comments.post')}
        submittingLabel={t('comments.posting')}
        onSubmit={handleAdd}
        withPhotos
        draftKey={`comment:${topic.id}`}
        quotesFor={topic.id}
        clearOnSuccess
      />
    );
  };

  return (
    <section className="comments" aria-labelledby="comments-heading">
      <header className="comments__header">
        <h2 id="comments-heading" ref={headingRef} tabIndex={-1}>
          {t('comments.heading')}
          {total !== undefined && <span className="comments__count"> ({format.format(total)})</span>}
        </h2>
        {current && current.totalPages > 1 && (
          <span className="comments__page">{t('comments.pageOf', { page: current.page, total: current.totalPages })}</span>
        )}
      </header>
      {renderList()}
      <div className="comments__live" role="status">
        {user && <LiveComments topicId={topic.id} viewerId={user.id} view={liveView} onTopicGone={onTopicStale} onShown={showNewComments} />}
      </div>
      {renderComposer()}
      {reportTarget && <ReportDialog target={reportTarget} onClose={() => setReportTarget(null)} />}
    </section>
  );
}
