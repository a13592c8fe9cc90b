import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  AccountSecurityPolicyDocument,
  AddCommentDocument,
  ReportContentDocument,
  TopicDocument,
  ToggleTopicLikeDocument,
} from '@/generated/graphql';
import { commentFixture, commentsMock, threadFixture, topicDetailFixture, topicMock, viewsMock } from '@/modules/forum/testing/forumMocks';
import { accountFixture, graphqlError, meMock, topicFixture } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';

const member = accountFixture({ id: '1', username: 'dana', role: 'user' });

function signIn() {
  storeSession({ id: '1', username: 'dana', role: 'user', isActive: true });
}

describe('Topic page', () => {
  it("shows 'Topic Not Found' without a topic in navigation state", () => {
    storeLanguage('en');
    renderApp({ route: '/forum/topic' });
    expect(screen.getByRole('heading', { level: 1, name: 'Topic Not Found' })).toBeTruthy();
    expect(screen.getByText('Please select a topic from the forum')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the forum' }).getAttribute('href')).toBe('/forum');
  });

  it('says the same in Hebrew', () => {
    renderApp({ route: '/forum/topic' });
    expect(screen.getByRole('heading', { level: 1, name: 'הנושא לא נמצא' })).toBeTruthy();
    expect(screen.getByText('נא לבחור נושא מהפורום')).toBeTruthy();
  });

  it('shows the topic handed over in navigation state at once', () => {
    storeLanguage('en');
    renderApp({
      route: { pathname: '/forum/topic', state: { topic: topicFixture() } },
      mocks: [topicMock(), commentsMock('7', []), viewsMock('7', 13)],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My habanero leaves are curling' })).toBeTruthy();
    expect(screen.getByText('Is it aphids or too much sun?')).toBeTruthy();
  });

  it('loads a topic by its address (reload-safe) and counts one view', async () => {
    storeLanguage('en');
    const viewMock = { ...viewsMock('7', 13), result: vi.fn(() => ({ data: { incrementTopicViews: 13 } })) };
    const { router } = renderApp({
      route: '/forum/topic/7',
      mocks: [topicMock(), commentsMock('7', [threadFixture()]), viewMock, viewsMock('7', 14)],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My habanero leaves are curling' })).toBeTruthy();
    expect(screen.getByText((_, element) => element?.textContent === 'Posted by chili_grower' && element.tagName === 'SPAN')).toBeTruthy();
    // The author's name leads to their public page.
    expect(screen.getByRole('link', { name: 'chili_grower' }).getAttribute('href')).toBe('/users/chili_grower');
    expect(document.title).toBe('My habanero leaves are curling | Pepper Atlas');

    const counts = within(screen.getByLabelText('Topic statistics'));
    await waitFor(() => expect(counts.getByText('Views').nextElementSibling?.textContent).toBe('13'));
    // The likes show once: on the like button, not again among the statistics.
    expect(counts.queryByText('Likes')).toBeNull();
    expect(screen.getByRole('button', { name: 'Like the topic, 5 likes' }).textContent).toContain('5');
    expect(await screen.findByText('Check the undersides of the leaves for aphids.')).toBeTruthy();

    // Re-renders and a new address of the same topic do not count again.
    await router.navigate('/forum/topic/7?page=1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(viewMock.result).toHaveBeenCalledTimes(1);
  });

  it("shows 'Topic Not Found' when the server does not know the id", async () => {
    storeLanguage('en');
    renderApp({
      route: '/forum/topic/404',
      mocks: [
        {
          request: { query: TopicDocument, variables: { id: '404' } },
          result: graphqlError('Topic not found', 'NOT_FOUND'),
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Topic Not Found' })).toBeTruthy();
  });

  it('shows comments with their replies, and text that looks like markup as plain text', async () => {
    storeLanguage('en');
    const xss = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    renderApp({
      route: '/forum/topic/7',
      mocks: [
        topicMock(),
        commentsMock('7', [
          threadFixture({ id: 'c1', text: xss }, [commentFixture({ id: 'r1', parentId: 'c1', text: 'Neem oil worked for me.' })]),
        ]),
        viewsMock('7', 13),
      ],
    });
    const text = await screen.findByText(xss);
    expect(text.querySelector('img, script')).toBeNull();
    expect(document.querySelector('.comment img, .comment script')).toBeNull();
    const replies = screen.getByRole('list', { name: '1 reply to Moshe Avraham' });
    expect(within(replies).getByText('Neem oil worked for me.')).toBeTruthy();
  });

  it('asks guests to sign in instead of offering the comment box', async () => {
    storeLanguage('en');
    const { router } = renderApp({
      route: '/forum/topic/7',
      mocks: [topicMock(), commentsMock('7', [threadFixture()]), viewsMock('7', 13)],
    });
    const signInLink = await screen.findByRole('link', { name: 'Sign in to comment' });
    expect(screen.queryByLabelText('Add a comment')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Like the topic, 5 likes' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/forum/topic/7' });
    expect(signInLink).toBeTruthy();
  });

  it('a member who must confirm their address is told so (with resend) instead of the comment box and the report form', async () => {
    storeLanguage('en');
    storeSession({ id: '1', username: 'dana', role: 'user', isActive: true, email: 'dana@example.com', emailVerified: false });
    renderApp({
      route: '/forum/topic/7',
      mocks: [
        meMock(accountFixture({ id: '1', username: 'dana', emailVerified: false })),
        {
          request: { query: AccountSecurityPolicyDocument },
          result: {
            data: { accountSecurityPolicy: { __typename: 'AccountSecurityPolicy', emailVerification: true, captcha: false, twoFactor: false } },
          },
        },
        topicMock(),
        commentsMock('7', [threadFixture()]),
        viewsMock('7', 13),
      ],
    });
    await screen.findByText('Check the undersides of the leaves for aphids.');
    const notes = await screen.findAllByText('To post, comment or report, please confirm your email address first.');
    expect(notes).toHaveLength(1);
    expect(screen.queryByLabelText('Add a comment')).toBeNull();
    expect(within(notes[0].closest('.confirm-first') as HTMLElement).getByRole('button', { name: 'Send the link again' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Report the comment by Moshe Avraham' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report the comment by Moshe Avraham' }));
    expect(await dialog.findByText('To post, comment or report, please confirm your email address first.')).toBeTruthy();
    expect(dialog.queryByRole('radio')).toBeNull();
  });

  it('keeps Post disabled while the comment is blank, then posts it', async () => {
    storeLanguage('en');
    signIn();
    const posted = commentFixture({
      id: 'c2',
      text: 'Try a mesh cover.',
      author: { __typename: 'User', id: '1', username: 'dana', firstName: 'Dana', lastName: 'Levi', avatar: null },
    });
    renderApp({
      route: '/forum/topic/7',
      mocks: [
        meMock(member),
        topicMock(),
        commentsMock('7', [threadFixture()], { commentsCount: 3 }),
        viewsMock('7', 13),
        {
          request: { query: AddCommentDocument, variables: { input: { topicId: '7', text: 'Try a mesh cover.' } } },
          result: { data: { __typename: 'Mutation', addComment: { ...posted, replies: [] } } },
        },
        commentsMock('7', [threadFixture(), { ...posted, replies: [] }], { commentsCount: 4 }),
      ],
    });
    const box = await screen.findByLabelText('Add a comment');
    const post = screen.getByRole('button', { name: 'Post comment' }) as HTMLButtonElement;
    expect(post.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '   \n  ' } });
    expect(post.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '\u200B\u200D\n\uFEFF' } });
    expect(post.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '  Try a mesh cover. ' } });
    expect(post.disabled).toBe(false);
    fireEvent.click(post);

    expect(await screen.findByText('Try a mesh cover.')).toBeTruthy();
    expect(await screen.findByText('Your comment has been posted.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    const counts = within(screen.getByLabelText('Topic statistics'));
    expect(counts.getByText('Comments').nextElementSibling?.textContent).toBe('4');
  });

  it('a locked topic says so and takes no comments or replies', async () => {
    storeLanguage('en');
    signIn();
    const locked = topicDetailFixture({ locked: true });
    renderApp({
      route: '/forum/topic/7',
      mocks: [meMock(member), topicMock(locked), commentsMock('7', [threadFixture()], { locked: true }), viewsMock('7', 13)],
    });
    expect(await screen.findByText('This topic is locked: new comments are closed.')).toBeTruthy();
    expect(screen.getByText('Locked')).toBeTruthy();
    await screen.findByText('Check the undersides of the leaves for aphids.');
    expect(screen.queryByLabelText('Add a comment')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reply/ })).toBeNull();
  });

  it('explains a refusal when the topic was locked while writing', async () => {
    storeLanguage('en');
    signIn();
    renderApp({
      route: '/forum/topic/7',
      mocks: [
        meMock(member),
        topicMock(),
        commentsMock('7', []),
        viewsMock('7', 13),
        {
          request: { query: AddCommentDocument, variables: { input: { topicId: '7', text: 'Hello' } } },
          result: graphqlError('This topic is locked: new comments are closed.', 'FORBIDDEN'),
        },
        topicMock(topicDetailFixture({ locked: true })),
      ],
    });
    fireEvent.change(await screen.findByLabelText('Add a comment'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(screen.queryByLabelText('Add a comment')).toBeNull());
    expect(screen.getAllByText('This topic is locked: new comments are closed.').length).toBeGreaterThan(0);
  });

  it('opens an inline reply box under a comment', async () => {
    storeLanguage('en');
    signIn();
    renderApp({
      route: '/forum/topic/7',
      mocks: [meMock(member), topicMock(), commentsMock('7', [threadFixture()]), viewsMock('7', 13)],
    });
    const reply = await screen.findByRole('button', { name: 'Reply to Moshe Avraham' });
    expect(reply.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(reply);
    const box = screen.getByRole('textbox', { name: 'Reply to Moshe Avraham' });
    expect(document.activeElement).toBe(box);
    expect((screen.getByRole('button', { name: 'Post reply' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Reply to Moshe Avraham' })).toBeNull();
  });

  it('likes the topic at once (optimistic) and keeps the server count', async () => {
    storeLanguage('en');
    signIn();
    renderApp({
      route: '/forum/topic/7',
      mocks: [
        meMock(member),
        topicMock(),
        commentsMock('7', []),
        viewsMock('7', 13),
        {
          request: { query: ToggleTopicLikeDocument, variables: { id: '7' } },
          delay: 30,
          result: { data: { __typename: 'Mutation', toggleTopicLike: { __typename: 'LikeResult', liked: true, likes: 6 } } },
        },
      ],
    });
    const like = await screen.findByRole('button', { name: 'Like the topic, 5 likes' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    // Shown before the server answers (it answers 30 ms later).
    const liked = await screen.findByRole('button', { name: 'Like the topic, 6 likes' }, { timeout: 20 });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(screen.getByRole('button', { name: 'Like the topic, 6 likes' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('Report dialog', () => {
  async function openReport(answer: object) {
    storeLanguage('en');
    signIn();
    renderApp({
      route: '/forum/topic/7',
      mocks: [
        meMock(member),
        topicMock(),
        commentsMock('7', [threadFixture()]),
        viewsMock('7', 13),
        {
          request: {
            query: ReportContentDocument,
            variables: { input: { type: 'spam', description: 'Selling seeds.', commentId: 'c1' } },
          },
          result: answer,
        },
      ],
    });
    await screen.findByText('Check the undersides of the leaves for aphids.');
    fireEvent.click(screen.getByRole('button', { name: 'Report the comment by Moshe Avraham' }));
    return screen.getByRole('dialog', { name: 'Report the comment by Moshe Avraham' });
  }

  it('needs a type and a description, then sends the report', async () => {
    const dialog = within(
      await openReport({ data: { __typename: 'Mutation', reportContent: { __typename: 'Report', id: 'r1', status: 'pending' } } }),
    );
    expect(document.activeElement).toBe(dialog.getByRole('radio', { name: /Spam/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(dialog.getByText('Please choose what is wrong')).toBeTruthy();
    expect(dialog.getByText('Please describe the problem')).toBeTruthy();

    fireEvent.click(dialog.getByRole('radio', { name: /Spam/ }));
    fireEvent.change(dialog.getByLabelText('Details'), { target: { value: ' Selling seeds. ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. The moderators will look at your report.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when this member already reported it (CONFLICT)', async () => {
    const dialog = within(await openReport(graphqlError('You have already reported this.', 'CONFLICT')));
    fireEvent.click(dialog.getByRole('radio', { name: /Spam/ }));
    fireEvent.change(dialog.getByLabelText('Details'), { target: { value: 'Selling seeds.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('You have already reported this. The moderators will look at it.');
    fireEvent.keyDown(dialog.getByLabelText('Details'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
