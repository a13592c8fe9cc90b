import type { ApolloLink } from '@apollo/client';
import { MockSubscriptionLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddCommentDocument, type TopicEventsSubscription } from '@/generated/graphql';
import { commentFixture, commentsMock, threadFixture, topicMock, viewsMock } from '@/modules/forum/testing/forumMocks';
import { accountFixture, meMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';

// Live updates of the open topic, for a signed-in reader: others' new comments wait behind "N new comments", the author's own comment
// shows once (its mutation answer and its live event both arrive), edits and like counts change in place.

type TopicEvent = TopicEventsSubscription['topicEvents'];

/** Keeps every subscription the page opened (the header's bell subscribes to the unread count too). */
class RecordingSubscriptionLink extends MockSubscriptionLink {
  readonly operations: ApolloLink.Operation[] = [];
  override request(operation: ApolloLink.Operation) {
    this.operations.push(operation);
    return super.request(operation);
  }
}
const other = { __typename: 'User' as const, id: '5', username: 'noa', firstName: 'Noa', lastName: 'Ben David', avatar: null };
const dana = { __typename: 'User' as const, id: '1', username: 'dana', firstName: 'Dana', lastName: 'Levi', avatar: null };

function event(overrides: Partial<TopicEvent>): TopicEvent {
  return { __typename: 'TopicEvent', kind: 'COMMENT_ADDED', topicId: '7', commentId: null, likes: null, comment: null, ...overrides };
}

function added(id: string, text: string, author = other, parentId: string | null = null): TopicEvent {
  return event({ commentId: id, comment: { ...commentFixture({ id, text, author, parentId, likes: 0 }), replies: [] } });
}

async function openTopic(extraMocks: Parameters<typeof renderApp>[0] extends infer O ? (O extends { mocks?: infer M } ? M : never) : never = []) {
  // Live updates are for signed-in readers (a guest's page loads no socket code).
  storeSession({ id: '1', username: 'dana', role: 'user', isActive: true });
  const live = new RecordingSubscriptionLink();
  const view = renderApp({
    route: '/forum/topic/7',
    mocks: [meMock(accountFixture({ id: '1', username: 'dana', role: 'user' })), topicMock(), commentsMock('7', [threadFixture()], { commentsCount: 1 }), viewsMock('7', 13), ...(extraMocks ?? [])],
    subscriptionLink: live,
  });
  expect(await screen.findByText('Check the undersides of the leaves for aphids.')).toBeTruthy();
  // The page subscribed to its topic.
  await waitFor(() => expect(live.operations.map((o) => o.variables)).toContainEqual({ topicId: '7' }));
  const send = (e: TopicEvent) => act(() => live.simulateResult({ result: { data: { __typename: 'Subscription', topicEvents: e } } }));
  return { ...view, send };
}

const commentsHeading = () => screen.getByRole('heading', { level: 2 });

describe('Topic page, live', () => {
  it('opens no subscription for a guest (their page loads no socket code)', async () => {
    const live = new RecordingSubscriptionLink();
    renderApp({ route: '/forum/topic/7', mocks: [topicMock(), commentsMock('7', [threadFixture()], { commentsCount: 1 }), viewsMock('7', 13)], subscriptionLink: live });
    expect(await screen.findByText('Check the undersides of the leaves for aphids.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(live.operations).toEqual([]);
  });

  it("keeps others' new comments behind 'N new comments', once each, and shows them on request", async () => {
    storeLanguage('en');
    const { send } = await openTopic();
    await send(added('c2', 'Neem oil worked for me.'));
    expect(await screen.findByRole('button', { name: '1 new comment' })).toBeTruthy();
    // Not in the list yet: the page does not move under the reader.
    expect(screen.queryByText('Neem oil worked for me.')).toBeNull();
    await send(added('c3', 'Ladybugs!'));
    // The same event twice (a reconnect) counts once.
    await send(added('c3', 'Ladybugs!'));
    expect(await screen.findByRole('button', { name: '2 new comments' })).toBeTruthy();
    expect(commentsHeading().textContent).toContain('(3)');

    fireEvent.click(screen.getByRole('button', { name: '2 new comments' }));
    expect(await screen.findByText('Neem oil worked for me.')).toBeTruthy();
    expect(screen.getAllByText('Ladybugs!')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /new comment/ })).toBeNull();
  });

  it('shows a reply from someone else in its thread once asked, and says it in Hebrew', async () => {
    const { send } = await openTopic();
    await send(added('r1', 'Agreed, check daily.', other, 'c1'));
    fireEvent.click(await screen.findByRole('button', { name: 'תגובה חדשה אחת' }));
    const thread = (await screen.findByText('Agreed, check daily.')).closest('.comment__replies') as HTMLElement;
    expect(thread).toBeTruthy();
    expect(within(thread).getAllByRole('article')).toHaveLength(1);
  });

  it("shows the author's own comment once when both the mutation's answer and the live event arrive", async () => {
    storeLanguage('en');
    storeSession({ id: '1', username: 'dana', role: 'user', isActive: true });
    const mine = { ...commentFixture({ id: 'c9', text: 'Mine, posted here.', author: dana, likes: 0 }), replies: [] };
    const { send } = await openTopic([
      { request: { query: AddCommentDocument, variables: { input: { topicId: '7', text: 'Mine, posted here.' } } }, result: { data: { __typename: 'Mutation', addComment: mine } } },
      commentsMock('7', [threadFixture(), mine], { commentsCount: 2 }),
    ]);
    // The event first, as may happen: it is the reader's own, so nothing is announced.
    await send(added('c9', 'Mine, posted here.', dana));
    fireEvent.change(await screen.findByLabelText('Add a comment'), { target: { value: 'Mine, posted here.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Your comment has been posted.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Mine, posted here.')).toHaveLength(1));
    await send(added('c9', 'Mine, posted here.', dana));
    expect(screen.getAllByText('Mine, posted here.')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /new comment/ })).toBeNull();
    expect(commentsHeading().textContent).toContain('(2)');
  });

  it('changes edited text and like counts in place, and drops a deleted comment', async () => {
    storeLanguage('en');
    const { send } = await openTopic();
    await send(event({ kind: 'COMMENT_EDITED', commentId: 'c1', comment: { ...commentFixture({ text: 'Edited: it was thrips.' }), replies: [] } }));
    expect(await screen.findByText('Edited: it was thrips.')).toBeTruthy();

    await send(event({ kind: 'COMMENT_LIKES', commentId: 'c1', likes: 9 }));
    const comment = screen.getByText('Edited: it was thrips.').closest('article') as HTMLElement;
    await waitFor(() => expect(within(comment).getByRole('button', { pressed: false, name: /like/i }).textContent).toContain('9'));

    await send(event({ kind: 'COMMENT_DELETED', commentId: 'c1' }));
    await waitFor(() => expect(screen.queryByText('Edited: it was thrips.')).toBeNull());
  });
});
