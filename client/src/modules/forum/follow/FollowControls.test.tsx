import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MyBookmarksDocument, SetBookmarkDocument, SetTopicWatchDocument, TopicFollowDocument } from '@/generated/graphql';
import { commentsMock, threadFixture, topicMock, viewsMock } from '@/modules/forum/testing/forumMocks';
import { accountFixture, graphqlError, meMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';

const member = accountFixture({ id: '1', username: 'dana', role: 'user' });

function followMock(watchLevel: 'watching' | 'normal' | 'muted', bookmarked: boolean, comments: string[]) {
  return {
    request: { query: TopicFollowDocument, variables: { id: '7' } },
    result: { data: { __typename: 'Query', topic: { __typename: 'Topic', id: '7', watchLevel, bookmarked }, myBookmarkedComments: comments } },
  };
}

function topicPage(extra: ReadonlyArray<object>, language: 'en' | 'he' = 'en') {
  storeLanguage(language);
  storeSession({ id: '1', username: 'dana', role: 'user', isActive: true });
  return renderApp({
    route: '/forum/topic/7',
    mocks: [meMock(member), topicMock(), commentsMock('7', [threadFixture()]), viewsMock('7', 13), ...(extra as never[])],
  });
}

describe('Watching and bookmarks on the topic page', () => {
  it('shows a member how they follow the topic and which comments they saved', async () => {
    topicPage([followMock('normal', false, ['c1'])]);
    const actions = within(await screen.findByRole('group', { name: 'Topic actions' }));
    const watch = await actions.findByRole('button', { name: 'Notifications for this topic: Normal' });
    expect(watch.getAttribute('aria-expanded')).toBe('false');
    expect(actions.getByRole('button', { name: 'Bookmark this topic' }).getAttribute('aria-pressed')).toBe('false');
    const saved = await screen.findByRole('button', { name: 'Remove the comment by Moshe Avraham from your bookmarks' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    expect(saved.textContent).toBe('Bookmarked');
  });

  it('watches the topic from its menu, explains each choice, and closes with Escape back on its button', async () => {
    const setWatch = vi.fn(() => ({ data: { __typename: 'Mutation', setTopicWatch: { __typename: 'Topic', id: '7', watchLevel: 'watching' } } }));
    topicPage([followMock('normal', false, []), { request: { query: SetTopicWatchDocument, variables: { topicId: '7', level: 'watching' } }, result: setWatch }]);
    const button = await screen.findByRole('button', { name: 'Notifications for this topic: Normal' });
    fireEvent.click(button);
    const menu = within(screen.getByRole('radiogroup', { name: 'Notifications for this topic' }));
    expect(menu.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['watching', 'normal', 'muted']);
    expect(menu.getByText('Be told of every new comment.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(menu.getByRole('radio', { name: /Normal/ })));
    fireEvent.click(menu.getByRole('radio', { name: /Watching/ }));
    expect(await screen.findByRole('button', { name: 'Notifications for this topic: Watching' })).toBeTruthy();
    expect(await screen.findByText('You are watching this topic.')).toBeTruthy();
    expect(setWatch).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notifications for this topic: Watching' }));
  });

  it('saves the topic at once and puts the button back with a message in Hebrew when the server refuses', async () => {
    topicPage(
      [
        followMock('watching', false, []),
        {
          request: { query: SetBookmarkDocument, variables: { topicId: '7', commentId: null, saved: true } },
          result: graphqlError('You can keep at most 2000 bookmarks.', 'BAD_USER_INPUT', { fields: { bookmark: 'tooManyBookmarks' } }),
        },
      ],
      'he',
    );
    expect(await screen.findByRole('button', { name: 'התראות על הנושא הזה: במעקב' })).toBeTruthy();
    const save = screen.getByRole('button', { name: 'שמירת הנושא בסימניות' });
    fireEvent.click(save);
    expect(await screen.findByText('אפשר לשמור עד 2,000 סימניות. הסירו חלק מהן קודם.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'שמירת הנושא בסימניות' }).getAttribute('aria-pressed')).toBe('false'));
  });

  it('saves a comment, and shows guests no bookmark or watch control', async () => {
    const setBookmark = vi.fn(() => ({ data: { __typename: 'Mutation', setBookmark: true } }));
    const view = topicPage([
      followMock('normal', false, []),
      { request: { query: SetBookmarkDocument, variables: { topicId: null, commentId: 'c1', saved: true } }, result: setBookmark },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Bookmark the comment by Moshe Avraham' }));
    const saved = await screen.findByRole('button', { name: 'Remove the comment by Moshe Avraham from your bookmarks' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(setBookmark).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Saved to your bookmarks.')).toBeTruthy();
    view.unmount();

    localStorage.clear();
    storeLanguage('en');
    renderApp({ route: '/forum/topic/7', mocks: [topicMock(), commentsMock('7', [threadFixture()]), viewsMock('7', 13)] });
    await screen.findByText('Check the undersides of the leaves for aphids.');
    expect(screen.queryByRole('button', { name: /Bookmark/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Notifications for this topic/ })).toBeNull();
  });
});

describe('Bookmarks on the profile', () => {
  function bookmarksMock(items: object[], hasMore = false) {
    return {
      request: { query: MyBookmarksDocument, variables: { first: 10 } },
      result: { data: { __typename: 'Query', myBookmarks: { __typename: 'BookmarkPage', items, endCursor: hasMore ? 'next' : null, hasMore } } },
    };
  }
  const bookmark = (over: object) => ({
    __typename: 'Bookmark',
    id: 'b1',
    topicId: '7',
    commentId: null,
    createdAt: '2024-05-01T12:00:00.000Z',
    removed: false,
    topicTitle: 'My habanero leaves are curling',
    snippet: 'Is it aphids or too much sun?',
    commentPage: null,
    ...over,
  });

  async function openTab(mocks: object[], language: 'en' | 'he' = 'en') {
    storeLanguage(language);
    storeSession({ id: '1', username: 'dana', role: 'user', isActive: true });
    renderApp({ route: '/profile', mocks: [meMock(member), ...(mocks as never[])] });
    fireEvent.click(await screen.findByRole('tab', { name: language === 'en' ? 'Bookmarks' : 'סימניות' }));
  }

  it('lists saved topics and comments with links to them, a removed post as removed, and removes one', async () => {
    const remove = vi.fn(() => ({ data: { __typename: 'Mutation', setBookmark: false } }));
    await openTab([
      bookmarksMock([
        bookmark({ id: 'b2', commentId: 'c9', commentPage: 2, snippet: 'Spray with soapy water.' }),
        bookmark({ id: 'b3', topicId: '8', removed: true, topicTitle: null, snippet: null }),
        bookmark({}),
      ]),
      { request: { query: SetBookmarkDocument, variables: { topicId: null, commentId: 'c9', saved: false } }, result: remove },
      bookmarksMock([bookmark({ id: 'b3', topicId: '8', removed: true, topicTitle: null, snippet: null }), bookmark({})]),
    ]);
    const links = await screen.findAllByRole('link', { name: 'My habanero leaves are curling' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/forum/topic/7?page=2#comment-c9', '/forum/topic/7']);
    expect(screen.getByText('Spray with soapy water.')).toBeTruthy();
    expect(screen.getByText('This post was removed.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]);
    expect(await screen.findByText('Removed from your bookmarks.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Spray with soapy water.')).toBeNull());
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('says so when there are none, in Hebrew', async () => {
    await openTab([bookmarksMock([])], 'he');
    expect(await screen.findByText('אין סימניות עדיין. לחצו על „שמירה” בנושא או בתגובה כדי לשמור אותם כאן.')).toBeTruthy();
  });
});
