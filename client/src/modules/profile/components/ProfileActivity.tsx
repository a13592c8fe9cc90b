import { useQuery } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MemberCommentsDocument, MemberTopicsDocument, MyFavoritesDocument } from '@/generated/graphql';
import { topicPath } from '@/modules/forum/utils/topicNavigation';
import { pepperPath } from '@/modules/ui/utils/pepperPath';
import { LoadMoreButton } from '@/modules/ui/components/LoadMoreButton';
import { Pagination } from '@/modules/ui/components/Pagination';
import { PostText } from '@/modules/ui/components/PostText';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { panelElementId, tabElementId, Tabs } from '@/modules/ui/components/Tabs';
import { useFormatRelativeDate } from '@/modules/ui/hooks/useFormatRelativeDate';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { BookmarksList } from './BookmarksList';

/** Items per page of each list (the server pages them). */
export const ACTIVITY_PAGE_SIZE = 10;

type ActivityTab = 'topics' | 'comments' | 'favorites' | 'bookmarks';

export interface ProfileActivityProps {
  username: string;
  /** The member's own profile: the tabs say "my …" and add their favorites and bookmarks. */
  own: boolean;
}

/** A member's topics and comments (and, on their own profile, their favorite peppers), each paged on the server. */
export function ProfileActivity({ username, own }: ProfileActivityProps) {
  const { t } = useTranslation('profile');
  const [tab, setTab] = useState<ActivityTab>('topics');
  const prefix = own ? 'activity.my' : 'activity.their';
  const tabs = [
    { id: 'topics' as const, label: t(`${prefix}.topics`) },
    { id: 'comments' as const, label: t(`${prefix}.comments`) },
    ...(own ? [{ id: 'favorites' as const, label: t('activity.my.favorites') }, { id: 'bookmarks' as const, label: t('activity.my.bookmarks') }] : []),
  ];
  const idPrefix = own ? 'my-activity' : 'member-activity';
  return (
    <section className="profile-panel profile-activity" aria-label={t('activity.label')}>
      <Tabs tabs={tabs} active={tab} onChange={setTab} label={t('activity.label')} idPrefix={idPrefix} />
      <div role="tabpanel" id={panelElementId(idPrefix, tab)} aria-labelledby={tabElementId(idPrefix, tab)} className="profile-activity__panel">
        {tab === 'topics' && <TopicsList username={username} />}
        {tab === 'comments' && <CommentsList username={username} />}
        {tab === 'favorites' && <FavoritesList />}
        {tab === 'bookmarks' && <BookmarksList />}
      </div>
    </section>
  );
}

interface ListStateProps {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  count: number | undefined;
  emptyText: string;
  children: ReactNode;
}

/** The loading, error (with retry) and empty states every activity list shares. */
function ListState({ loading, error, onRetry, count, emptyText, children }: ListStateProps) {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  if (count === undefined && loading) {
    return (
      <p className="profile-activity__loading" role="status">
        {tCommon('status.loading')}
      </p>
    );
  }
  if (count === undefined) {
    return (
      <StateMessage
        tone="error"
        headingLevel={3}
        title={t('activity.loadError')}
        actions={
          <button type="button" className="button button--primary" onClick={onRetry}>
            {tCommon('actions.retry')}
          </button>
        }
      >
        <p>{tErrors(errorMessageKey(error))}</p>
      </StateMessage>
    );
  }
  if (count === 0) return <p className="profile-activity__empty">{emptyText}</p>;
  return <>{children}</>;
}

function usePage() {
  const [page, setPage] = useState(1);
  return { page, setPage, skip: (page - 1) * ACTIVITY_PAGE_SIZE, take: ACTIVITY_PAGE_SIZE };
}

const totalPages = (totalItems: number) => Math.max(1, Math.ceil(totalItems / ACTIVITY_PAGE_SIZE));

function TopicsList({ username }: { username: string }) {
  const { t } = useTranslation('profile');
  const formatRelativeDate = useFormatRelativeDate();
  const { page, setPage, skip, take } = usePage();
  const { data, previousData, loading, error, refetch } = useQuery(MemberTopicsDocument, {
    variables: { username, skip, take },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.topicsByAuthor;
  return (
    <ListState loading={loading} error={error} onRetry={() => void refetch().catch(() => undefined)} count={list?.totalItems} emptyText={t('activity.noTopics')}>
      <ul className="profile-activity__list" aria-busy={loading}>
        {list?.items.map((topic) => (
          <li key={topic.id}>
            <Link to={topicPath(topic.id)} dir="auto">
              {topic.title}
            </Link>
            <span className="profile-activity__meta">
              <time dateTime={topic.createDate}>{formatRelativeDate(topic.createDate)}</time>
              {' · '}
              {t('activity.replies', { count: topic.commentsCount })}
            </span>
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages(list?.totalItems ?? 0)} onPageChange={setPage} />
    </ListState>
  );
}

function CommentsList({ username }: { username: string }) {
  const { t } = useTranslation('profile');
  const formatRelativeDate = useFormatRelativeDate();
  const { page, setPage, skip, take } = usePage();
  const { data, previousData, loading, error, refetch } = useQuery(MemberCommentsDocument, {
    variables: { username, skip, take },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.commentsByAuthor;
  return (
    <ListState loading={loading} error={error} onRetry={() => void refetch().catch(() => undefined)} count={list?.totalItems} emptyText={t('activity.noComments')}>
      <ul className="profile-activity__list" aria-busy={loading}>
        {list?.items.map((comment) => (
          <li key={comment.id}>
            <p className="profile-activity__text" dir="auto">
              <PostText text={comment.excerpt} />
            </p>
            <span className="profile-activity__meta">
              <Link to={`${topicPath(comment.topic.id)}#comment-${comment.id}`} dir="auto">
                {comment.topic.title}
              </Link>
              {' · '}
              <time dateTime={comment.createdAt}>{formatRelativeDate(comment.createdAt)}</time>
            </span>
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages(list?.totalItems ?? 0)} onPageChange={setPage} />
    </ListState>
  );
}

/** Favorites page through the catalogue's cache entry for "favorites only" (pages are appended). */
function FavoritesList() {
  const { t } = useTranslation('profile');
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, loading, error, refetch, fetchMore } = useQuery(MyFavoritesDocument, {
    variables: { skip: 0, take: ACTIVITY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.peppers;
  const loadMore = () => {
    setLoadingMore(true);
    fetchMore({ variables: { skip: list?.items.length ?? 0, take: ACTIVITY_PAGE_SIZE } })
      .catch(() => undefined)
      .finally(() => setLoadingMore(false));
  };
  return (
    <ListState loading={loading} error={error} onRetry={() => void refetch().catch(() => undefined)} count={list?.totalItems} emptyText={t('activity.noFavorites')}>
      <ul className="profile-activity__list profile-activity__list--peppers">
        {list?.items.map((pepper) => (
          <li key={pepper.id}>
            <Link to={pepperPath(pepper.slug)} dir="auto">
              {pepper.name}
            </Link>
          </li>
        ))}
      </ul>
      {list && list.items.length < list.totalItems && (
        <LoadMoreButton onLoadMore={loadMore} loading={loadingMore} label={t('activity.loadMore')} loadingLabel={t('activity.loadingMore')} />
      )}
    </ListState>
  );
}
