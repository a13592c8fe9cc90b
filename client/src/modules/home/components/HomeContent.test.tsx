import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guide, homeContentMock, newsEvent, recipe } from '@/modules/content/test/contentMocks';
import { hottestPeppersMock } from '@/test/fixtures';
import { renderApp, storeLanguage } from '@/test/renderApp';

describe('Home content', () => {
  it("shows news and events, recipes and guides, with 'view all' lists and links to each one's page", async () => {
    storeLanguage('en');
    renderApp({ route: '/', mocks: [hottestPeppersMock([]), homeContentMock()] });

    const news = within(await screen.findByRole('region', { name: 'News and events' }));
    expect((await news.findByRole('link', { name: 'Fête du Piment in Espelette' })).getAttribute('href')).toBe('/news/fete-du-piment-in-espelette');
    expect(news.getByText('October 24, 2026')).toBeTruthy();
    expect(news.getByText('Espelette, French Basque Country')).toBeTruthy();
    expect(news.getByText('20,000 attendees')).toBeTruthy();
    expect(news.getByRole('link', { name: /View all/ }).getAttribute('href')).toBe('/news');

    const recipes = within(screen.getByRole('region', { name: 'Recipes' }));
    expect(recipes.getByText('Difficulty: Medium')).toBeTruthy();
    expect(recipes.getByText('1 hour 30 min')).toBeTruthy();
    expect(recipes.getByText('Rated 4.9 out of 5')).toBeTruthy();
    expect(recipes.getByText('16 servings')).toBeTruthy();
    expect(recipes.getByRole('link', { name: /View all/ }).getAttribute('href')).toBe('/recipes');

    const guides = within(screen.getByRole('region', { name: 'Guides' }));
    expect(guides.getByText('Beginner')).toBeTruthy();
    expect(guides.getByText('10 min')).toBeTruthy();
    expect(guides.getByText('4,120 views')).toBeTruthy();
    expect(guides.getByRole('link', { name: /View all/ }).getAttribute('href')).toBe('/guides');

    expect(recipes.getByRole('link', { name: 'Sichuan-Style Chili Oil' }).getAttribute('href')).toBe('/recipes/sichuan-style-chili-oil');
    expect(guides.getByRole('link', { name: 'Germinating Pepper Seeds' }).getAttribute('href')).toBe('/guides/germinating-pepper-seeds');
    expect(screen.queryByRole('button', { name: 'Fête du Piment in Espelette' })).toBeNull();
  });

  it('shows the Hebrew texts in Hebrew', async () => {
    renderApp({
      route: '/',
      mocks: [hottestPeppersMock([]), homeContentMock({ news: [newsEvent()], recipes: [recipe()], guides: [guide()] })],
    });
    expect(await screen.findByRole('link', { name: 'שמן צ׳ילי בסגנון סצ׳ואן' })).toBeTruthy();
    expect(screen.getByText('שעה ו־30 דקות')).toBeTruthy();
    expect(screen.getByText('16 מנות')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'מדריכים' })).toBeTruthy();
  });

  it('shows each section empty when there is nothing yet', async () => {
    storeLanguage('en');
    renderApp({ route: '/', mocks: [hottestPeppersMock([]), homeContentMock({ news: [], recipes: [], guides: [] })] });
    expect(await screen.findByRole('heading', { name: 'No recipes yet.' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No news or events yet.' })).toBeTruthy();
  });
});
