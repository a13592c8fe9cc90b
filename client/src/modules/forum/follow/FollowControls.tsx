import { useMutation, useQuery } from '@apollo/client/react';
import { TOPIC_WATCH_LEVELS, type TopicWatchLevel } from '@pepper-atlas/domain';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SetBookmarkDocument, SetTopicWatchDocument, TopicFollowDocument } from '@/generated/graphql';
import { ICON_BASE, type IconProps } from '@/modules/ui/components/icons';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';
import { useForumErrorText } from '../hooks/useForumMessages';
import { topicCacheId } from '../utils/topicCache';
import './follow.css';

/*
 * Members only, and a chunk of its own: a guest's topic page loads none of this. Both parts read one query per topic
 * (TopicFollow: the watch level, whether the topic is saved and which of its comments are), which Apollo asks once.
 */

const icon = { ...ICON_BASE, width: 18, height: 18 } as const;

function BookmarkIcon({ filled, ...props }: IconProps & { filled: boolean }) {
  return (
    <svg {...icon} {...props} fill={filled ? 'currentColor' : 'none'}>
      <path d="M6 4h12v17l-6-4-6 4z" />
    </svg>
  );
}

function BellIcon({ level, ...props }: IconProps & { level: TopicWatchLevel }) {
  return (
    <svg {...icon} {...props} fill={level === 'watching' ? 'currentColor' : 'none'}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      {level === 'muted' && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** Saves or removes a bookmark; the button changes at once and a refusal puts it back with a message. */
function useSetBookmark(topicId: string) {
  const { t } = useTranslation('forum');
  const notify = useNotify();
  const errorText = useForumErrorText();
  const [mutate] = useMutation(SetBookmarkDocument);
  return useCallback(
    async (target: { commentId?: string }, saved: boolean) => {
      try {
        await mutate({
          variables: { topicId: target.commentId ? null : topicId, commentId: target.commentId ?? null, saved },
          optimisticResponse: { __typename: 'Mutation', setBookmark: saved },
          update(cache, { data }) {
            const now = data?.setBookmark;
            if (now === undefined) return;
            if (target.commentId) {
              const commentId = target.commentId;
              cache.updateQuery({ query: TopicFollowDocument, variables: { id: topicId } }, (query) =>
                query
                  ? {
                      ...query,
                      myBookmarkedComments: now
                        ? [...query.myBookmarkedComments.filter((id) => id !== commentId), commentId]
                        : query.myBookmarkedComments.filter((id) => id !== commentId),
                    }
                  : query,
              );
            } else {
              cache.modify({ id: topicCacheId(cache, topicId), fields: { bookmarked: () => now } });
            }
            // The profile's list is read again when it is next shown.
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'myBookmarks' });
          },
        });
        notify.success(t(saved ? 'follow.saved' : 'follow.unsaved'));
      } catch (error) {
        notify.error(errorText(readApiError(error), t('follow.bookmarkError')));
      }
    },
    [mutate, notify, t, errorText, topicId],
  );
}

function BookmarkButton({ saved, label, onToggle }: { saved: boolean; label: string; onToggle: () => void }) {
  const { t } = useTranslation('forum');
  return (
    <button type="button" className="forum-action bookmark-button" aria-pressed={saved} aria-label={label} onClick={onToggle}>
      <BookmarkIcon filled={saved} />
      {t(saved ? 'follow.bookmarked' : 'follow.bookmark')}
    </button>
  );
}

/** A comment's bookmark button. */
export function CommentBookmarkButton({ topicId, commentId, author }: { topicId: string; commentId: string; author: string }) {
  const { t } = useTranslation('forum');
  const { data } = useQuery(TopicFollowDocument, { variables: { id: topicId } });
  const setBookmark = useSetBookmark(topicId);
  const saved = data?.myBookmarkedComments.includes(commentId) ?? false;
  return (
    <BookmarkButton
      saved={saved}
      label={t(saved ? 'follow.unsaveComment' : 'follow.saveComment', { author })}
      onToggle={() => void setBookmark({ commentId }, !saved)}
    />
  );
}

/** The topic's bookmark button and its watch menu (watching, normal, muted), each explained in a line. */
export function TopicFollowControls({ topicId }: { topicId: string }) {
  const { t } = useTranslation('forum');
  const notify = useNotify();
  const errorText = useForumErrorText();
  const { data } = useQuery(TopicFollowDocument, { variables: { id: topicId }, fetchPolicy: 'cache-and-network' });
  const [setWatch] = useMutation(SetTopicWatchDocument);
  const setBookmark = useSetBookmark(topicId);
  const level: TopicWatchLevel = data?.topic?.watchLevel ?? 'normal';
  const saved = data?.topic?.bookmarked ?? false;

  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const name = useId();

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  // Open: the chosen level holds the focus; Escape or a press outside closes the menu.
  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close(true);
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  const choose = async (next: TopicWatchLevel) => {
    if (next === level) return;
    try {
      await setWatch({
        variables: { topicId, level: next },
        optimisticResponse: { __typename: 'Mutation', setTopicWatch: { __typename: 'Topic', id: topicId, watchLevel: next } },
      });
      notify.success(t(`follow.chosen.${next}`));
    } catch (error) {
      notify.error(errorText(readApiError(error), t('follow.watchError')));
    }
  };

  return (
    <>
      <BookmarkButton saved={saved} label={t(saved ? 'follow.unsaveTopic' : 'follow.saveTopic')} onToggle={() => void setBookmark({}, !saved)} />
      <div className="watch-menu" ref={menuRef}>
        <button
          ref={buttonRef}
          type="button"
          className="forum-action watch-menu__button"
          data-level={level}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t('follow.watchButton', { level: t(`follow.level.${level}`) })}
          onClick={() => setOpen((was) => !was)}
        >
          <BellIcon level={level} />
          {t(`follow.level.${level}`)}
        </button>
        {open && (
          <div id={panelId} className="watch-menu__panel" role="radiogroup" aria-label={t('follow.watchHeading')}>
            {TOPIC_WATCH_LEVELS.map((option) => (
              <label key={option} className="watch-menu__option">
                <input
                  type="radio"
                  name={name}
                  value={option}
                  checked={level === option}
                  onChange={() => void choose(option)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') close(true);
                  }}
                />
                <span>
                  <strong>{t(`follow.level.${option}`)}</strong>
                  <small>{t(`follow.hint.${option}`)}</small>
                </span>
              </label>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
