import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NotificationFieldsFragment } from '@/generated/graphql';
import { notificationPath, notificationText } from '../utils/notificationText';
import { NotificationSnippet } from './NotificationSnippet';

export interface NotificationItemProps {
  notification: NotificationFieldsFragment;
  /** Called when the reader follows the link (the notification becomes read). */
  onOpen: () => void;
}

/**
 * The sentence is in the reader's language (the page's direction); the member's name in it is isolated, so a Latin
 * name in a Hebrew sentence (or a Hebrew one in English) neither turns the sentence around nor takes its punctuation.
 */
function withActor(text: string, actor: string | undefined) {
  const at = actor ? text.indexOf(actor) : -1;
  if (!actor || at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <bdi>{actor}</bdi>
      {text.slice(at + actor.length)}
    </>
  );
}

/** One notification: what happened, the topic and the start of the post, when, and a link to it (unless removed). */
export function NotificationItem({ notification: n, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation('profile', { keyPrefix: 'notifications' });
  const path = notificationPath(n);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(n.occurredAt));
  const text = withActor(notificationText(n, t), n.actor?.username);
  return (
    <article className="notification" data-unread={!n.readAt || undefined}>
      {!n.readAt && <span className="notification__dot" role="img" aria-label={t('unread')} />}
      <div className="notification__body">
        <p className="notification__text">
          {path ? (
            <Link to={path} onClick={onOpen}>
              {text}
            </Link>
          ) : (
            text
          )}
        </p>
        {n.removed ? (
          <p className="notification__removed">{t('removed')}</p>
        ) : (
          <>
            {n.topicTitle && (
              <p className="notification__topic" dir="auto">
                {n.topicTitle}
              </p>
            )}
            {n.snippet && <NotificationSnippet text={n.snippet} />}
          </>
        )}
        <time className="notification__time" dateTime={n.occurredAt}>
          {when}
        </time>
      </div>
    </article>
  );
}
