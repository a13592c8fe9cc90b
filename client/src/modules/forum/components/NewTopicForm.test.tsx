import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreateTopicDocument } from '@/generated/graphql';
import { accountFixture, graphqlError, meMock, topicFixture, topicsMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession, type RenderAppOptions } from '@/test/renderApp';

const member = accountFixture({ id: '1', username: 'dana', firstName: 'Dana', lastName: 'Levi' });

function createMock(input: object, result: object) {
  return { request: { query: CreateTopicDocument, variables: { input } }, result };
}

async function openForm(mocks: RenderAppOptions['mocks'] = []) {
  storeLanguage('en');
  storeSession({ role: 'user', isActive: true });
  const view = renderApp({ route: '/forum/new-topic', mocks: [meMock(member), ...(mocks ?? [])] });
  await screen.findByRole('heading', { level: 1, name: 'Start a new topic' });
  return view;
}

describe('New topic form', () => {
  it('sends guests to sign in, and back to the form afterwards', () => {
    storeLanguage('en');
    const { router } = renderApp({ route: '/forum/new-topic' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/forum/new-topic' });
  });

  it('shows the author from the profile, read-only', async () => {
    await openForm();
    const author = screen.getByLabelText('Author') as HTMLInputElement;
    expect(author.value).toBe('Dana Levi (\u2068@dana\u2069)');
    expect(author.readOnly).toBe(true);
  });

  it("refuses blank required fields with 'Please fill in all required fields'", async () => {
    await openForm();
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish topic' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields');
    const title = screen.getByLabelText('Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(title));
    // Typing clears the message.
    fireEvent.change(title, { target: { value: 'Seeds' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a title is plain text when Markdown is typed into it', async () => {
    await openForm();
    const title = screen.getByLabelText('Title');
    const hint = () => document.getElementById(title.getAttribute('aria-describedby')!.split(' ').find((id) => id.includes('hint'))!)?.textContent ?? '';
    fireEvent.change(title, { target: { value: 'Aphids on my habanero' } });
    expect(hint()).not.toContain('plain text');
    for (const value of ['**Help** with aphids', 'My [[Habanero]] crop', 'A *quick* question', '# Aphids']) {
      fireEvent.change(title, { target: { value } });
      expect(hint()).toContain('Titles are plain text');
    }
  });

  it('applies the length rules of the domain', async () => {
    await openForm();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'x'.repeat(151) } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Seeds' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish topic' }));
    expect(screen.getByRole('alert').textContent).toBe('Title must be at most 150 characters');
  });

  it('applies the text rule of the domain: invisible text is missing, hidden direction characters are refused', async () => {
    await openForm();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '\u200B\u200B\u200B' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Seeds' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish topic' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields');
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Free seeds \u202Eexe.txt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish topic' }));
    expect(screen.getByRole('alert').textContent).toBe('Remove the hidden text-direction characters (they often come with pasted text)');
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses hidden direction characters in Hebrew too', async () => {
    storeLanguage('he');
    storeSession({ role: 'user', isActive: true });
    renderApp({ route: '/forum/new-topic', mocks: [meMock(member)] });
    await screen.findByRole('heading', { level: 1, name: 'פתיחת נושא חדש' });
    fireEvent.change(screen.getByLabelText('כותרת'), { target: { value: 'זרעים' } });
    fireEvent.change(screen.getByLabelText('נושא'), { target: { value: 'גידול\u200F' } });
    fireEvent.click(screen.getByRole('button', { name: 'פרסום הנושא' }));
    expect(screen.getByRole('alert').textContent).toBe('יש להסיר את תווי כיווניות הטקסט הנסתרים (לרוב הם מגיעים עם טקסט מודבק)');
    expect(screen.getByLabelText('נושא').getAttribute('aria-invalid')).toBe('true');
  });

  it('adds and removes description lines; at least one remains', async () => {
    await openForm();
    const removeFirst = screen.getByRole('button', { name: 'Remove paragraph 1' });
    expect((removeFirst as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Add a paragraph' }));
    const second = screen.getByLabelText('Paragraph 2');
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect((screen.getByRole('button', { name: 'Remove paragraph 1' }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove paragraph 2' }));
    expect(screen.queryByLabelText('Paragraph 2')).toBeNull();
    expect((screen.getByRole('button', { name: 'Remove paragraph 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('publishes (blank lines left out) and opens the new topic', async () => {
    const created = topicFixture({ id: '99', title: 'Growing Aji in pots', subject: 'Pots and soil' });
    const { router } = await openForm([
      createMock(
        {
          title: 'Growing Aji in pots',
          subject: 'Pots and soil',
          category: 'growing',
          description: ['Which pot size works best?', 'I use 10 liters.'],
        },
        { data: { __typename: 'Mutation', createTopic: { ...created, likedByMe: false } } },
      ),
      topicsMock([created, topicFixture()]),
    ]);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Growing Aji in pots ' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Pots and soil' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'growing' } });
    fireEvent.change(screen.getByLabelText('Paragraph 1'), { target: { value: 'Which pot size works best?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a paragraph' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a paragraph' }));
    fireEvent.change(screen.getByLabelText('Paragraph 3'), { target: { value: 'I use 10 liters.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish topic' }));

    // The author lands on the new topic (on /forum it could hide under the pinned ones).
    await waitFor(() => expect(router.state.location.pathname).toBe('/forum/topic/99'));
    expect(await screen.findByText('Your topic has been published.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Growing Aji in pots' })).toBeTruthy();
  });

  it("shows the server's refusal in the form (posting too fast)", async () => {
    const { router } = await openForm([
      createMock(
        { title: 'Hello', subject: 'Seeds', category: 'general', description: [] },
        graphqlError('You are posting too quickly.', 'TOO_MANY_REQUESTS', { retryAfter: 3600 }),
      ),
    ]);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Seeds' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish topic' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are posting too quickly. Please try again in 60 minutes.',
    );
    expect(router.state.location.pathname).toBe('/forum/new-topic');
  });

  it('Cancel returns to the forum', async () => {
    const { router } = await openForm([topicsMock([topicFixture()])]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/forum');
  });

  it('speaks Hebrew by default', async () => {
    storeSession({ role: 'user', isActive: true });
    renderApp({ route: '/forum/new-topic', mocks: [meMock(member)] });
    await screen.findByRole('heading', { level: 1, name: 'פתיחת נושא חדש' });
    fireEvent.click(screen.getByRole('button', { name: 'פרסום הנושא' }));
    expect(screen.getByRole('alert').textContent).toBe('נא למלא את כל שדות החובה');
  });
});
