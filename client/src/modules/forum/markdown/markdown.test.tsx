import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemberSuggestionsDocument, PepperNameSuggestionsDocument, PreviewPostDocument } from '@/generated/graphql';
import { accountFixture, meMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession, type RenderAppOptions } from '@/test/renderApp';

const member = accountFixture({ id: '1', username: 'dana', firstName: 'Dana', lastName: 'Levi' });

async function openNewTopic(mocks: RenderAppOptions['mocks'] = [], language: 'en' | 'he' = 'en') {
  storeLanguage(language);
  storeSession({ role: 'user', isActive: true });
  const view = renderApp({ route: '/forum/new-topic', mocks: [meMock(member), ...(mocks ?? [])] });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const previewMock = (source: string, html: string) => ({
  request: { query: PreviewPostDocument, variables: { source } },
  result: { data: { __typename: 'Query' as const, previewPost: html } },
});

beforeEach(() => localStorage.clear());

describe('forum composers', () => {
  it('previews the Markdown as the server renders it, on a Write / Preview tab pair', async () => {
    await openNewTopic([previewMock('**Hot** [[Habanero]]', '<p dir="auto"><strong>Hot</strong> <a href="/peppers/habanero" class="post-pepper">Habanero</a></p>\n')]);
    fireEvent.change(screen.getByLabelText('Paragraph 1'), { target: { value: '**Hot** [[Habanero]]' } });
    const preview = screen.getByRole('tab', { name: 'Preview' });
    fireEvent.click(preview);
    expect(preview.getAttribute('aria-selected')).toBe('true');
    const panel = await screen.findByRole('tabpanel');
    await waitFor(() => expect(panel.querySelector('strong')?.textContent).toBe('Hot'));
    const link = within(panel).getByRole('link', { name: 'Habanero' });
    expect(link.getAttribute('href')).toBe('/peppers/habanero');
    // The text box is kept (hidden) and comes back as it was.
    fireEvent.click(screen.getByRole('tab', { name: 'Write' }));
    expect((screen.getByLabelText('Paragraph 1') as HTMLTextAreaElement).value).toBe('**Hot** [[Habanero]]');
  });

  it('says in the preview, in both languages, that only the first 10 mentions notify (the others are plain text)', async () => {
    const source = Array.from({ length: 12 }, (_, i) => `@member_${i + 1}`).join(' ');
    const links = Array.from({ length: 10 }, (_, i) => `<a href="/users/member_${i + 1}" class="post-mention" dir="auto">@member_${i + 1}</a>`);
    const html = `<p dir="auto">${links.join(' ')} @member_11 @member_12</p>\n`;
    for (const [language, note] of [
      ['en', 'Only the first 10 members mentioned are notified: the other mentions show as plain text.'],
      ['he', 'רק 10 החברים הראשונים שמוזכרים יקבלו התראה: שאר האזכורים יוצגו כטקסט רגיל.'],
    ] as const) {
      const view = await openNewTopic([previewMock(source, html)], language);
      fireEvent.change(screen.getByLabelText(language === 'en' ? 'Paragraph 1' : 'פסקה 1'), { target: { value: source } });
      fireEvent.click(screen.getByRole('tab', { name: language === 'en' ? 'Preview' : 'תצוגה מקדימה' }));
      const panel = await screen.findByRole('tabpanel');
      expect(await within(panel).findByText(note)).toBeTruthy();
      expect(within(panel).getAllByRole('link')).toHaveLength(10);
      view.unmount();
      localStorage.clear();
    }
  });

  it('completes @username from the keyboard: arrows move, Enter takes, Escape closes', async () => {
    const suggestions = {
      request: { query: MemberSuggestionsDocument, variables: { prefix: 'mo', first: 6 } },
      result: {
        data: {
          __typename: 'Query' as const,
          memberSuggestions: [
            { __typename: 'PublicProfile' as const, id: '3', username: 'moshe.grower', firstName: 'Moshe', lastName: 'Avraham', avatar: null },
            { __typename: 'PublicProfile' as const, id: '4', username: 'mor', firstName: 'Mor', lastName: 'Levi', avatar: null },
          ],
        },
      },
    };
    await openNewTopic([suggestions, { ...suggestions }]);
    const line = screen.getByLabelText('Paragraph 1') as HTMLTextAreaElement;
    fireEvent.change(line, { target: { value: 'Thanks @mo' } });
    const list = await screen.findByRole('listbox', { name: 'Members' }, { timeout: 5000 });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(line.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(line, { key: 'ArrowDown' });
    expect(within(list).getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(line, { key: 'ArrowDown' });
    expect(within(list).getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(line, { key: 'ArrowUp' });
    fireEvent.keyDown(line, { key: 'Enter' });
    expect(line.value).toBe('Thanks @mor ');
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.change(line, { target: { value: 'Thanks @mo' } });
    await screen.findByRole('listbox', { name: 'Members' }, { timeout: 5000 });
    fireEvent.keyDown(line, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(line.value).toBe('Thanks @mo');
  });

  it('completes [[ with pepper names in the page language', async () => {
    const peppers = {
      request: { query: PepperNameSuggestionsDocument, variables: { search: 'הבנ' } },
      result: {
        data: {
          __typename: 'Query' as const,
          peppers: { __typename: 'PepperList' as const, items: [{ __typename: 'Pepper' as const, id: 'p1', name: 'Habanero', hebName: 'הבנרו' }] },
        },
      },
    };
    await openNewTopic([peppers], 'he');
    const line = screen.getAllByRole('textbox').find((box) => box.tagName === 'TEXTAREA') as HTMLTextAreaElement;
    fireEvent.change(line, { target: { value: 'גידלתי [[הבנ' } });
    const list = await screen.findByRole('listbox', {}, { timeout: 5000 });
    expect(within(list).getByRole('option').textContent).toContain('Habanero');
    fireEvent.keyDown(line, { key: 'Enter' });
    expect(line.value).toBe('גידלתי [[הבנרו]] ');
  });

  it('keeps the new topic as a draft, restores it on return and shows the characters left', async () => {
    const first = await openNewTopic();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Seeds' } });
    fireEvent.change(screen.getByLabelText('Paragraph 1'), { target: { value: 'Soak them overnight' } });
    expect(screen.getByText('145 characters left')).toBeTruthy();
    expect(screen.getByText('1981 characters left')).toBeTruthy();
    first.unmount();

    await openNewTopic();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Seeds');
    expect((screen.getByLabelText('Paragraph 1') as HTMLTextAreaElement).value).toBe('Soak them overnight');
  });
});
