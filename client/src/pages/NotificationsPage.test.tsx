import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  MarkAllNotificationsReadDocument,
  type NotificationFieldsFragment,
  NotificationsDocument,
  UnreadNotificationCountDocument,
} from '@/generated/graphql';
import { graphqlError } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';

function notification(overrides: Partial<NotificationFieldsFragment> = {}): NotificationFieldsFragment {
  return {
    __typename: 'Notification',
    id: 'n1',
    type: 'reply',
    action: null,
    topicId: 't1',
    commentId: 'c1',
    commentPage: 1,
    topicTitle: 'Growing habanero',
    snippet: 'I water mine twice a week',
    removed: false,
    othersCount: 0,
    occurredAt: '2026-11-27T10:00:00.000Z',
    readAt: null,
    actor: { __typename: 'User', id: 'u2', username: 'dana' },
    ...overrides,
  };
}

const unreadMock = (count: number) => ({
  request: { query: UnreadNotificationCountDocument },
  result: { data: { __typename: 'Query' as const, unreadNotificationCount: count } },
  maxUsageCount: 10,
});

const pageMock = (items: NotificationFieldsFragment[], after: string | null, endCursor: string | null, hasMore: boolean) => ({
  request: { query: NotificationsDocument, variables: after ? { first: 20, after } : { first: 20 } },
  result: { data: { __typename: 'Query' as const, notifications: { __typename: 'NotificationPage' as const, items, endCursor, hasMore } } },
});

describe('Notification bell', () => {
  it('shows guests no bell', () => {
    storeLanguage('en');
    renderApp({ route: '/login' });
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
  });

  it('shows a signed-in member the unread count, linking to /notifications', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    renderApp({ route: '/login', mocks: [unreadMock(3)] });
    const bell = await screen.findByRole('link', { name: 'Notifications: 3 unread' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(bell.textContent).toContain('3');
  });

  it('speaks Hebrew', async () => {
    storeLanguage('he');
    storeSession({ role: 'user', isActive: true });
    renderApp({ route: '/login', mocks: [unreadMock(2)] });
    expect(await screen.findByRole('link', { name: 'התראות: 2 שלא נקראו' })).toBeTruthy();
  });
});

describe('Notifications page (/notifications)', () => {
  it('reads a Hebrew sentence in its own direction with a Latin name isolated, and keeps the @ of a mention at its start', async () => {
    storeLanguage('he');
    storeSession({ role: 'user', isActive: true });
    renderApp({
      route: '/notifications',
      mocks: [
        unreadMock(1),
        pageMock([notification({ type: 'mention', snippet: 'שאלה טובה @avi_hotsauce מה דעתך?', actor: { __typename: 'User', id: 'u3', username: 'noa_garden' } })], null, null, false),
      ],
    });
    const link = await screen.findByRole('link', { name: 'noa_garden הזכיר/ה אותך' });
    // The sentence follows the page (no dir=auto turning it left-to-right for its first, Latin, word).
    expect(link.closest('p')?.hasAttribute('dir')).toBe(false);
    expect(link.querySelector('bdi')?.textContent).toBe('noa_garden');
    const snippet = screen.getByText((_, element) => element?.classList.contains('notification__snippet') ?? false);
    expect(snippet.textContent).toBe('שאלה טובה @avi_hotsauce מה דעתך?');
    expect([...snippet.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['@avi_hotsauce']);
  });

  it('lists notifications with links to the comment, groups likes, shows removed content, and loads more', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    renderApp({
      route: '/notifications',
      mocks: [
        unreadMock(2),
        pageMock(
          [
            notification(),
            notification({ id: 'n2', type: 'like', commentId: null, othersCount: 3, snippet: null, readAt: '2026-11-27T11:00:00.000Z' }),
            notification({ id: 'n3', type: 'moderation', action: 'comment.delete', removed: true, topicTitle: null, snippet: null, actor: null }),
          ],
          null,
          'cursor-1',
          true,
        ),
        pageMock([notification({ id: 'n4', type: 'mention', commentId: 'c40', commentPage: 3, actor: { __typename: 'User', id: 'u3', username: 'eli' } })], 'cursor-1', null, false),
      ],
    });
    const reply = await screen.findByRole('link', { name: 'dana replied to your comment' });
    expect(reply.getAttribute('href')).toBe('/forum/topic/t1#comment-c1');
    expect(screen.getByRole('link', { name: 'dana and 3 others liked your post' }).getAttribute('href')).toBe('/forum/topic/t1');
    expect(screen.getByText('A moderator removed your comment')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'A moderator removed your comment' })).toBeNull();
    expect(screen.getByText('This content was removed')).toBeTruthy();
    expect(screen.getByText('I water mine twice a week')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    // A comment on a later page of the topic: the link opens that page, at the comment.
    expect((await screen.findByRole('link', { name: 'eli mentioned you' })).getAttribute('href')).toBe('/forum/topic/t1?page=3#comment-c40');
    expect(document.querySelectorAll('.notification')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('marks all read', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    renderApp({
      route: '/notifications',
      mocks: [
        unreadMock(1),
        pageMock([notification()], null, null, false),
        { request: { query: MarkAllNotificationsReadDocument }, result: { data: { __typename: 'Query', markAllNotificationsRead: 0 } } },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Unread' })).toBeNull());
    expect(screen.queryByRole('button', { name: /Mark all read|Marking/ })).toBeNull();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy());
  });

  it('shows the empty state in Hebrew', async () => {
    storeLanguage('he');
    storeSession({ role: 'user', isActive: true });
    renderApp({ route: '/notifications', mocks: [unreadMock(0), pageMock([], null, null, false)] });
    expect(await screen.findByText('אין עדיין התראות')).toBeTruthy();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('shows an error with a retry', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    renderApp({
      route: '/notifications',
      mocks: [unreadMock(0), { request: { query: NotificationsDocument, variables: { first: 20 } }, result: graphqlError('boom', 'INTERNAL_SERVER_ERROR') }],
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Notifications could not be loaded')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('sends guests to sign in', async () => {
    storeLanguage('en');
    const { router } = renderApp({ route: '/notifications' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
