import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type MyBookmarksQuery, MyBookmarksDocument, SetBookmarkDocument } from '@/generated/graphql';
import { commentPath, topicPath } from '@/modules/forum/utils/topicNavigation';
import { LoadMoreButton } from '@/modules/ui/components/LoadMoreButton';
import { LoadFailed } from '@/modules/ui/components/LoadFailed';
import { useFormatRelativeDate } from '@/modules/ui/hooks/useFormatRelativeDate';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';

/** Bookmarks per page (the server pages them, newest first). */
const BOOKMARKS_PAGE_SIZE = 10;

type Bookmark = MyBookmarksQuery['myBookmarks']['items'][number];

/** One saved topic or comment: its title and start as links, when it was saved, and a button that removes it. */
function BookmarkItem({ bookmark, onRemove, removing }: { bookmark: Bookmark; onRemove: (b: Bookmark) => void; removing: boolean }) {
  const { t } = useTranslation('profile');
  const formatRelativeDate = useFormatRelativeDate();
  const href = bookmark.removed
    ? null
    : bookmark.commentId
      ? commentPath(bookmark.topicId, bookmark.commentId, bookmark.commentPage ?? 1)
      : topicPath(bookmark.topicId);
  return (
    <li className="bookmark-item">
      {href ? (
        <>
          <Link to={href} dir="auto">
            {bookmark.topicTitle}
          </Link>
          {bookmark.snippet && (
            <p className="profile-activity__text" dir="auto">
              {bookmark.snippet}
            </p>
          )}
        </>
      ) : (
        <p className="profile-activity__empty">{t('bookmarks.removed')}</p>
      )}
      <span className="profile-activity__meta">
        {t(bookmark.commentId ? 'bookmarks.comment' : 'bookmarks.topic')}
        {' · '}
        <time dateTime={bookmark.createdAt}>{t('bookmarks.savedAt', { when: formatRelativeDate(bookmark.createdAt) })}</time>
        {' · '}
        <button type="button" className="button button--ghost button--small" disabled={removing} onClick={() => onRemove(bookmark)}>
          {t('bookmarks.remove')}
        </button>
      </span>
    </li>
  );
}

/** A page after the first, asked for with the cursor the page before it ended at. */
function LaterPage({ after, ...rest }: { after: string } & PageProps) {
  const { data, loading, error, refetch } = useQuery(MyBookmarksDocument, { variables: { first: BOOKMARKS_PAGE_SIZE, after } });
  return <PageItems page={data?.myBookmarks} loading={loading && !error} onRetry={() => void refetch().catch(() => undefined)} {...rest} />;
}

interface PageProps {
  isLast: boolean;
  onLoadMore: (after: string) => void;
  onRemove: (b: Bookmark) => void;
  removing: string | null;
}

function PageItems({
  page,
  loading,
  onRetry,
  isLast,
  onLoadMore,
  onRemove,
  removing,
}: PageProps & { page: MyBookmarksQuery['myBookmarks'] | undefined; loading: boolean; onRetry: () => void }) {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  if (!page) {
    return (
      <li className="profile-activity__loading" role={loading ? 'status' : 'alert'}>
        {loading ? (
          tCommon('status.loading')
        ) : (
          <>
            {t('activity.loadError')}{' '}
            <button type="button" className="button button--ghost button--small" onClick={onRetry}>
              {tCommon('actions.retry')}
            </button>
          </>
        )}
      </li>
    );
  }
  return (
    <>
      {page.items.map((bookmark) => (
        <BookmarkItem key={bookmark.id} bookmark={bookmark} onRemove={onRemove} removing={removing === bookmark.id} />
      ))}
      {isLast && page.hasMore && page.endCursor && (
        <li className="bookmark-item--more">
          <LoadMoreButton
            onLoadMore={() => onLoadMore(page.endCursor as string)}
            loading={false}
            label={t('activity.loadMore')}
            loadingLabel={t('activity.loadingMore')}
          />
        </li>
      )}
    </>
  );
}

/** The member's bookmarks on their own profile, newest first, a page at a time; each can be removed from here. */
export function BookmarksList() {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const { data, loading, error, refetch } = useQuery(MyBookmarksDocument, {
    variables: { first: BOOKMARKS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [cursors, setCursors] = useState<string[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);
  const [remove] = useMutation(SetBookmarkDocument);
  const page = data?.myBookmarks;

  const handleRemove = (bookmark: Bookmark) => {
    setRemoving(bookmark.id);
    remove({
      variables: { topicId: bookmark.commentId ? null : bookmark.topicId, commentId: bookmark.commentId, saved: false },
      update(cache) {
        // Every page is read again (a removal shifts the later pages); the topic page's buttons follow.
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'myBookmarks' });
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'myBookmarkedComments' });
        if (!bookmark.commentId) cache.modify({ id: cache.identify({ __typename: 'Topic', id: bookmark.topicId }), fields: { bookmarked: () => false } });
      },
    })
      .then(() => {
        setCursors([]);
        notify.success(t('bookmarks.removedNotice'));
      })
      .catch((err: unknown) => notify.error(tErrors(errorMessageKey(err))))
      .finally(() => setRemoving(null));
  };

  if (!page) {
    if (loading) {
      return (
        <p className="profile-activity__loading" role="status">
          {tCommon('status.loading')}
        </p>
      );
    }
    return <LoadFailed title={t('activity.loadError')} error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  if (page.items.length === 0) return <p className="profile-activity__empty">{t('bookmarks.empty')}</p>;
  const onLoadMore = (after: string) => setCursors((list) => (list.includes(after) ? list : [...list, after]));
  return (
    <ul className="profile-activity__list bookmark-list" aria-busy={loading}>
      <PageItems page={page} loading={loading} onRetry={() => void refetch().catch(() => undefined)} isLast={cursors.length === 0} onLoadMore={onLoadMore} onRemove={handleRemove} removing={removing} />
      {cursors.map((after, i) => (
        <LaterPage key={after} after={after} isLast={i === cursors.length - 1} onLoadMore={onLoadMore} onRemove={handleRemove} removing={removing} />
      ))}
    </ul>
  );
}
