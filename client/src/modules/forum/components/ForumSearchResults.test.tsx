import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forumSearchMock, searchHitFixture } from '@/modules/forum/testing/forumMocks';
import { topicsMock } from '@/test/fixtures';
import { renderApp, storeLanguage } from '@/test/renderApp';
import { HighlightedText } from './HighlightedText';

const range = (start: number, length: number) => ({ __typename: 'TextRange' as const, start, length });

describe('HighlightedText', () => {
  it('marks the ranges as elements and keeps markup as plain text', () => {
    const text = '<img src=x onerror="alert(1)"> habanero <b>bold</b>';
    const { container } = render(
      <p>
        <HighlightedText value={{ text, highlights: [range(31, 8), range(40, 3), range(200, 4), range(32, 2)] }} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['habanero', '<b>']);
    expect(container.textContent).toBe(text);
  });

  it('isolates each @name (a Latin name in Hebrew keeps its @ at its start), marks inside it included', () => {
    const text = 'תגובה 10: @noa_garden מה דעתך על Habanero?';
    const { container } = render(
      <p dir="auto">
        <HighlightedText value={{ text, highlights: [range(text.indexOf('noa'), 3), range(text.indexOf('Habanero'), 8)] }} />
      </p>,
    );
    expect([...container.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['@noa_garden']);
    expect(container.querySelector('bdi mark')?.textContent).toBe('noa');
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['noa', 'Habanero']);
    expect(container.textContent).toBe(text);
  });
});

describe('Forum search', () => {
  it('lists comment hits in Hebrew with the words marked and a link to the comment', async () => {
    storeLanguage('he');
    const text = 'הַפִּלְפֵּל נִקְרָא מַרְגָּלִית <script>x</script>';
    const word = 'מַרְגָּלִית';
    const hit = searchHitFixture({
      excerpt: { __typename: 'HighlightedText', text, highlights: [range(text.indexOf(word), word.length)] },
    });
    const topicHit = searchHitFixture({
      kind: 'topic',
      comment: null,
      commentPage: null,
      title: { __typename: 'HighlightedText', text: 'מרגלית בעציץ', highlights: [range(0, 6)] },
      excerpt: { __typename: 'HighlightedText', text: '', highlights: [] },
    });
    renderApp({
      route: '/forum?search=מרגלית',
      mocks: [topicsMock([]), forumSearchMock({ search: 'מרגלית' }, [hit, topicHit], { total: 2 })],
    });
    const results = await screen.findByRole('region', { name: 'תוצאות החיפוש' });
    expect(within(results).getByText('2 תוצאות')).toBeTruthy();
    const [commentCard, topicCard] = within(results).getAllByRole('article');
    expect(within(commentCard!).getByText('תגובה')).toBeTruthy();
    expect([...commentCard!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['מַרְגָּלִית']);
    expect(commentCard!.querySelector('script')).toBeNull();
    expect(
      within(commentCard!).getByRole('link', { name: 'My habanero leaves are curling' }).getAttribute('href'),
    ).toBe('/forum/topic/7?page=2#comment-c9');
    expect(within(topicCard!).getByText('נושא')).toBeTruthy();
    expect(within(topicCard!).getByRole('link', { name: 'מרגלית בעציץ' }).getAttribute('href')).toBe('/forum/topic/7');
    expect([...topicCard!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['מרגלית']);
    // A search's hits come newest first: no sort control for them.
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows a total at the count cap as "1,000+" (the server counts no further)', async () => {
    storeLanguage('en');
    renderApp({
      route: '/forum?search=the',
      mocks: [topicsMock([]), forumSearchMock({ search: 'the' }, [searchHitFixture()], { total: 1000 })],
    });
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(within(results).getByRole('status').textContent).toBe('\u20661,000+\u2069 results');
  });

  it('says when nothing is found and clears the search', async () => {
    storeLanguage('en');
    const { router } = renderApp({
      route: '/forum?search=zzz',
      mocks: [topicsMock([]), forumSearchMock({ search: 'zzz' }, []), topicsMock([])],
    });
    expect(await screen.findByRole('heading', { name: 'Nothing found' })).toBeTruthy();
    expect(screen.getByText('No topic or comment matches “zzz”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('shows an error with retry, and searches in the chosen category', async () => {
    storeLanguage('en');
    const { router } = renderApp({
      route: '/forum?search=neem',
      mocks: [
        topicsMock([]),
        forumSearchMock({ search: 'neem' }, [], { error: new Error('offline') }),
        forumSearchMock({ search: 'neem' }, [searchHitFixture()]),
        forumSearchMock({ search: 'neem', category: 'diseases' }, [searchHitFixture()]),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Search failed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const link = await screen.findByRole('link', { name: 'My habanero leaves are curling' });
    expect(screen.getByText('1 result')).toBeTruthy();
    expect(link.closest('article')?.querySelector('mark')?.textContent).toBe('neem');
    // The chips filter the hits; their topic counts are the list's, so a search shows none.
    const chip = screen.getByRole('button', { name: /Diseases/ });
    expect(chip.querySelector('.chip__count')).toBeNull();
    fireEvent.click(chip);
    expect(router.state.location.search).toBe('?search=neem&category=diseases');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Diseases/ }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(await screen.findByRole('link', { name: 'My habanero leaves are curling' })).toBeTruthy();
  });
});
