import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ForumCategoryStatsDocument, TopicsDocument } from '@/generated/graphql';
import { topicDetailFixture, topicMock, commentsMock, viewsMock } from '@/modules/forum/testing/forumMocks';
import { topicFixture, topicsMock } from '@/test/fixtures';
import { renderApp, storeLanguage } from '@/test/renderApp';

/** The chips' counts for a search (null: none). */
function categoryStatsMock(search: string | null, counts: Record<string, number>) {
  return {
    request: { query: ForumCategoryStatsDocument, variables: { search } },
    result: {
      data: {
        categoryStats: Object.entries(counts).map(([category, count]) => ({
          __typename: 'CategoryCount',
          category,
          count,
        })),
      },
    },
  };
}

const defaultVariables = {
  search: null,
  category: null,
  sortBy: 'date',
  sortOrder: 'desc',
  page: 1,
  limit: 20,
} as const;

describe('Forum list', () => {
  it('shows stats and topic cards that link to the topic with it in navigation state', async () => {
    storeLanguage('en');
    const { router } = renderApp({
      route: '/forum',
      mocks: [topicsMock([topicFixture()]), topicMock(topicDetailFixture()), commentsMock('7', []), viewsMock('7', 13)],
    });

    const link = await screen.findByRole('link', { name: 'My habanero leaves are curling' });
    const stats = within(screen.getByLabelText('Forum statistics'));
    expect(stats.getByText('Topics').nextElementSibling?.textContent).toBe('1');
    expect(stats.getByText('Comments').nextElementSibling?.textContent).toBe('9');
    expect(stats.getByText('Views').nextElementSibling?.textContent).toBe('40');
    expect(
      screen.getByText((_, element) => element?.textContent === 'by chili_grower' && element.tagName === 'SPAN'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'chili_grower' }).getAttribute('href')).toBe('/users/chili_grower');
    expect(screen.getByText('12 views')).toBeTruthy();
    expect(screen.getByText('3 replies')).toBeTruthy();
    // The card shows the server's excerpt: the whole description as its reader sees it (every line), as text.
    const card = link.closest('article')!;
    expect(card.querySelector('.topic-card__excerpt')?.textContent).toBe('The new leaves curl upwards. Is it aphids or too much sun?');
    expect(link.getAttribute('href')).toBe('/forum/topic/7');

    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/forum/topic/7');
    expect(router.state.location.state).toMatchObject({ topic: { id: '7' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'My habanero leaves are curling' })).toBeTruthy();
  });

  it('keeps category and sort in the URL', async () => {
    storeLanguage('en');
    const { router } = renderApp({
      route: '/forum',
      mocks: [
        topicsMock([topicFixture()]),
        topicsMock([topicFixture()], { category: 'diseases' }),
        topicsMock([topicFixture()], { category: 'diseases', sortOrder: 'asc' }),
      ],
    });
    await screen.findByRole('link', { name: 'My habanero leaves are curling' });

    fireEvent.click(screen.getByRole('button', { name: /Diseases/ }));
    expect(router.state.location.search).toBe('?category=diseases');
    expect(screen.getByRole('button', { name: /Diseases/ }).getAttribute('aria-pressed')).toBe('true');
    await screen.findByRole('link', { name: 'My habanero leaves are curling' });

    fireEvent.click(screen.getByRole('button', { name: 'Order: Descending. Click to reverse' }));
    expect(router.state.location.search).toBe('?category=diseases&sortOrder=asc');
    await screen.findByRole('link', { name: 'My habanero leaves are curling' });
  });

  it('offers to clear filters when nothing matches', async () => {
    storeLanguage('en');
    const { router } = renderApp({
      route: '/forum?category=diseases',
      mocks: [topicsMock([], { category: 'diseases' }), topicsMock([topicFixture()])],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('link', { name: 'My habanero leaves are curling' })).toBeTruthy();
  });

  it('retry clears the error and loads again', async () => {
    storeLanguage('en');
    renderApp({
      route: '/forum',
      mocks: [
        { request: { query: TopicsDocument, variables: defaultVariables }, error: new Error('offline') },
        { ...topicsMock([topicFixture()]), delay: 50 },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Failed to fetch forum data' })).toBeTruthy();
    expect(screen.getByText('Network error. Please check your connection.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Failed to fetch forum data' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'My habanero leaves are curling' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'My habanero leaves are curling' })).toBeTruthy();
  });

  it('counts the topics of each category chip', async () => {
    storeLanguage('en');
    renderApp({
      route: '/forum',
      mocks: [
        topicsMock([topicFixture()]),
        categoryStatsMock(null, { general: 4, growing: 6, identification: 1, recipe: 3, tips: 2, diseases: 5 }),
      ],
    });
    expect(await screen.findByRole('button', { name: 'All 21 topics' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Growing 6 topics' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Identification 1 topic' })).toBeTruthy();
    // General has its chip: the chips add up to "All".
    expect(screen.getByRole('button', { name: 'General 4 topics' })).toBeTruthy();
    const chips = within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('button');
    const count = (chip: HTMLElement) => Number(chip.querySelector('.chip__count')?.firstChild?.textContent);
    expect(chips.slice(1).reduce((sum, chip) => sum + count(chip), 0)).toBe(count(chips[0]!));
  });

  it('sends guests who want to start a topic to sign in first', async () => {
    storeLanguage('en');
    const { router } = renderApp({ route: '/forum', mocks: [topicsMock([topicFixture()])] });
    fireEvent.click(await screen.findByRole('link', { name: 'New topic' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/forum/new-topic' });
  });
});
