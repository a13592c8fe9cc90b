import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { Language } from '@pepper-atlas/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { typePolicies } from '@/core/apollo/typePolicies';
import { createI18n } from '@/core/i18n/createI18n';
import { PepperSectionsDocument, type CataloguePepperFieldsFragment, type PepperSectionsQuery } from '@/generated/graphql';
import { cataloguePepper, habanero, jalapeno } from '../test/catalogueMocks';
import { PepperSections, SourceMark } from './PepperSections';

type Sections = NonNullable<PepperSectionsQuery['pepperBySlug']>;

const link = (id: string, slug: string, name: string, hebName: string, shuMin: number, shuMax: number) => ({
  __typename: 'Pepper' as const,
  id,
  slug,
  name,
  hebName,
  shu: `${shuMin}-${shuMax}`,
  shuMin,
  shuMax,
});

const SIMILAR = [
  link('11', 'scotch-bonnet', 'Scotch Bonnet', 'סקוץ׳ בונט', 100_000, 350_000),
  link('12', 'fatalii', 'Fatalii', 'פטאלי', 125_000, 400_000),
  link('13', 'datil', 'Datil', 'דאטיל', 100_000, 300_000),
  link('14', 'red-savina', 'Red Savina', 'רד סבינה', 350_000, 580_000),
];

function sectionsMock(
  pepper: CataloguePepperFieldsFragment,
  overrides: Partial<Sections> = {},
): MockLink.MockedResponse<PepperSectionsQuery> {
  return {
    request: { query: PepperSectionsDocument, variables: { slug: pepper.slug } },
    result: {
      data: {
        __typename: 'Query',
        pepperBySlug: {
          __typename: 'Pepper',
          id: pepper.id,
          shuMin: pepper.shuMin,
          shuMax: pepper.shuMax,
          uses: 'Salsas and hot sauces; fresh or dried.',
          hebUses: null,
          growingNote: null,
          hebGrowingNote: 'צריך חום ועונה ארוכה.',
          heatComparison: { __typename: 'HeatComparison', kind: 'HOTTER', lowTimes: 12, highTimes: 140 },
          similarPeppers: SIMILAR,
          substitutes: [link('21', 'scotch-bonnet', 'Scotch Bonnet', 'סקוץ׳ בונט', 100_000, 350_000)],
          sources: [
            { __typename: 'PepperSource', title: 'Peppers of the world', publisher: 'A Press', url: null, year: 2012, supports: ['species'] },
            {
              __typename: 'PepperSource',
              title: 'Heat tests',
              publisher: 'Chile Pepper Institute',
              url: 'https://example.org/heat',
              year: 2019,
              supports: ['shu', 'origin'],
            },
          ],
          sameCountryPeppers: [link('31', 'datil', 'Datil', 'דאטיל', 100_000, 300_000), link('32', 'tabasco', 'Tabasco', 'טבסקו', 30_000, 50_000)],
          recipes: {
            __typename: 'RecipeList',
            totalItems: 7,
            items: [
              { __typename: 'Recipe', id: 'r1', slug: 'fermented-habanero-hot-sauce', title: 'Fermented Habanero Hot Sauce', hebTitle: 'רוטב הבנרו מותסס' },
              { __typename: 'Recipe', id: 'r2', slug: 'habanero-salsa', title: 'Habanero Salsa', hebTitle: '' },
            ],
          },
          forumTopics: {
            __typename: 'TopicList',
            totalItems: 2,
            items: [
              { __typename: 'Topic', id: 't2', title: 'Habanero salsa', commentsCount: 3 },
              { __typename: 'Topic', id: 't1', title: 'Growing habaneros indoors', commentsCount: 1 },
            ],
          },
          ...overrides,
        },
      },
    },
  };
}

/**
 * The sections of a pepper, in a quick look over the catalogue filtered by heat (the history entry a card makes), or
 * on the pepper's own page.
 */
function renderSections(pepper: CataloguePepperFieldsFragment, language: Language, overrides: Partial<Sections> = {}, on: 'quickLook' | 'page' = 'quickLook') {
  const entry = on === 'quickLook' ? { pathname: `/peppers/${pepper.slug}`, search: '?heat=Hot', state: { quickLook: true } } : `/peppers/${pepper.slug}`;
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <MockedProvider mocks={[sectionsMock(pepper, overrides)]} cache={new InMemoryCache({ typePolicies })}>
        <MemoryRouter initialEntries={[entry]}>
          <p data-testid="shu">
            {pepper.shu}
            <SourceMark slug={pepper.slug} fact="shu" />
          </p>
          <PepperSections pepper={pepper} headingLevel={on === 'page' ? 2 : 3} />
        </MemoryRouter>
      </MockedProvider>
    </I18nextProvider>,
  );
}

const comparison = async () => (await screen.findByText((_, element) => element?.matches('[data-kind]') ?? false)).textContent;

describe('Pepper sections', () => {
  it.each([
    ['en', 'About 12–140 times the heat of a jalapeño'],
    ['he', 'חריף בערך פי 12–140 מחלפיניו'],
  ] as const)('compares a hotter pepper with a jalapeño in %s, the figures isolated', async (language, sentence) => {
    renderSections(habanero(), language);
    expect(await comparison()).toBe(sentence);
    expect(document.querySelector('[data-kind] bdi')?.textContent).toBe('12–140');
  });

  it.each([
    ['en', 'MILDER', 'Milder than a jalapeño'],
    ['he', 'MILDER', 'עדין יותר מחלפיניו'],
    ['en', 'SIMILAR', 'About as hot as a jalapeño'],
    ['he', 'SIMILAR', 'חריף בערך כמו חלפיניו'],
  ] as const)('in %s says %s', async (language, kind, sentence) => {
    renderSections(jalapeno(), language, {
      heatComparison: { __typename: 'HeatComparison', kind, lowTimes: null, highTimes: null },
    });
    expect(await comparison()).toBe(sentence);
  });

  it.each([
    ['en', 2, 'At least 2 times the heat of a jalapeño'],
    ['he', 2, 'חריף לפחות פי שניים מחלפיניו'],
    ['he', 15, 'חריף לפחות פי 15 מחלפיניו'],
  ] as const)('in %s gives an open-ended range its lower figure (%d)', async (language, lowTimes, sentence) => {
    renderSections(cataloguePepper({ slug: 'open', shuMax: null }), language, {
      heatComparison: { __typename: 'HeatComparison', kind: 'HOTTER', lowTimes, highTimes: null },
    });
    expect(await comparison()).toBe(sentence);
  });

  it('draws the scale with the five reference peppers and this one, described for screen readers', async () => {
    renderSections(
      cataloguePepper({ slug: 'ghost', name: 'Ghost Pepper', hebName: 'גוסט', shuMin: 855_000, shuMax: 1_041_427 }),
      'en',
    );
    const chart = screen.getByRole('img', { name: /^The Scoville scale, logarithmic:/ });
    expect(chart.getAttribute('aria-label')).toContain('Ghost Pepper (this pepper) 855K-1.04M SHU');
    const names = [...chart.querySelectorAll('.scoville__row:not(.scoville__row--axis) .scoville__name')].map(
      (name) => name.textContent,
    );
    expect(names).toEqual([
      'Bell Pepper 0',
      'Jalapeño 2.5K-8K',
      'Cayenne 30K-50K',
      'Habanero 100K-350K',
      'Ghost Pepper 855K-1.04M',
      'Carolina Reaper 1.4M-2.2M',
    ]);
    await comparison();
  });

  it("marks the reference row itself when the pepper is one of them, in the reader's language", async () => {
    renderSections(habanero(), 'he');
    const current = screen.getByRole('img').querySelectorAll('.scoville__row--current');
    expect(current).toHaveLength(1);
    expect(current[0]!.textContent).toBe('הבנרו 100K-350K');
    await comparison();
  });

  it('links the similar peppers, the substitutes and the forum topics, keeping the catalogue filters', async () => {
    renderSections(habanero(), 'en');
    await comparison();
    const similar = within(screen.getByRole('region', { name: 'Similar peppers' }));
    const links = similar.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/peppers/scotch-bonnet?heat=Hot',
      '/peppers/fatalii?heat=Hot',
      '/peppers/datil?heat=Hot',
      '/peppers/red-savina?heat=Hot',
    ]);
    expect(links[1]!.textContent).toContain('Fatalii');
    expect(links[1]!.textContent).toContain('125K-400K SHU');

    const substitutes = within(screen.getByRole('region', { name: 'Substitutes' }));
    expect(substitutes.getByRole('link').getAttribute('href')).toBe('/peppers/scotch-bonnet?heat=Hot');

    const community = within(screen.getByRole('region', { name: 'In the community' }));
    expect(community.getByText('2 forum topics mention this pepper')).toBeTruthy();
    expect(community.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Habanero salsa', '/forum/topic/t2'],
      ['Growing habaneros indoors', '/forum/topic/t1'],
    ]);
    expect(community.getByText('(3 replies)')).toBeTruthy();
    expect(community.getByText('(1 reply)')).toBeTruthy();
  });

  it("on a pepper's page, links the other peppers' pages (no catalogue filters) under headings a level higher", async () => {
    renderSections(habanero(), 'en', {}, 'page');
    await comparison();
    expect(screen.getByRole('heading', { level: 2, name: 'Similar peppers' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    const links = within(screen.getByRole('region', { name: 'Similar peppers' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/peppers/scotch-bonnet', '/peppers/fatalii', '/peppers/datil', '/peppers/red-savina']);
  });

  it('names the peppers in Hebrew', async () => {
    renderSections(habanero(), 'he');
    await comparison();
    const similar = within(screen.getByRole('region', { name: 'פלפלים דומים' }));
    expect(similar.getAllByRole('link')[0]!.textContent).toContain('סקוץ׳ בונט');
    expect(screen.getByText('שני נושאים בפורום מזכירים את הפלפל הזה')).toBeTruthy();
  });

  it("gives the culinary uses and the growing note in the reader's language, else the other one marked with its own", async () => {
    renderSections(habanero(), 'en');
    await comparison();
    const appearance = screen.getByRole('region', { name: 'Appearance, flavour and uses' });
    const uses = appearance.querySelector('.pepper-sections__note')!;
    expect([uses.textContent, uses.querySelector('[dir="auto"]')!.getAttribute('lang')]).toEqual([
      'In the kitchen: Salsas and hot sauces; fresh or dried.',
      null,
    ]);
    // Only the Hebrew growing note exists: shown, and read out as Hebrew.
    const growing = screen.getByRole('region', { name: 'Growing' }).querySelector('.pepper-sections__note [dir="auto"]')!;
    expect([growing.textContent, growing.getAttribute('lang')]).toEqual(['צריך חום ועונה ארוכה.', 'he']);
  });

  it('gives the colours, shape and flavour above the uses, and the days to harvest and the difficulty above the growing note', async () => {
    const pepper = { ...habanero(), unripeColor: 'green' as const };
    renderSections(pepper, 'he');
    await comparison();
    const facts = (name: string) =>
      [...screen.getByRole('region', { name }).querySelectorAll('.pepper-facts__item')].map((item) => [
        item.querySelector('dt')!.textContent,
        item.querySelector('dd')!.textContent,
      ]);
    expect(facts('מראה, טעם ושימושים').map(([label]) => label)).toEqual(['צבע', 'צורה', 'טעם']);
    expect(facts('מראה, טעם ושימושים')[2]![1]).toBe('פירותי ומתוק, ואז חריפות אכזרית');
    expect(facts('גידול')).toEqual([
      ['זמן גידול', '90-100 ימים'],
      ['רמת קושי', 'קשה'],
    ]);
  });

  it('leaves out a section when the pepper has neither its facts nor its note in either language', async () => {
    const bare = { ...habanero(), color: null, unripeColor: null, shape: null, flavor: null, hebFlavor: null };
    renderSections(bare, 'he', { uses: null, hebUses: null });
    await comparison();
    expect(screen.queryByRole('region', { name: 'מראה, טעם ושימושים' })).toBeNull();
    expect(screen.getByRole('region', { name: 'גידול' }).textContent).toContain('צריך חום ועונה ארוכה.');
  });

  it('says days to harvest no one has given are unknown, in both languages', async () => {
    const unknownDays = { ...habanero(), growingDaysMin: null, growingDaysMax: null, growingTime: null };
    renderSections(unknownDays, 'en');
    await comparison();
    const growing = within(screen.getByRole('region', { name: 'Growing' }));
    expect(growing.getByText('Growing time').nextElementSibling?.textContent).toBe('Unknown');
    cleanup();
    renderSections(unknownDays, 'he');
    await comparison();
    expect(within(screen.getByRole('region', { name: 'גידול' })).getByText('זמן גידול').nextElementSibling?.textContent).toBe('לא ידוע');
  });

  it('keeps the appearance section without the uses note when only the note is missing', async () => {
    renderSections(habanero(), 'en', { uses: null, hebUses: null });
    await comparison();
    const appearance = screen.getByRole('region', { name: 'Appearance, flavour and uses' });
    expect(appearance.querySelector('.pepper-sections__note')).toBeNull();
    expect(appearance.querySelectorAll('.pepper-facts__item').length).toBeGreaterThan(0);
  });

  it('lists the recipes that use the pepper, each a link to its page, in the reader\'s language (English when untranslated)', async () => {
    const { unmount } = renderSections(habanero(), 'en');
    await comparison();
    const recipes = within(screen.getByRole('region', { name: 'Recipes' }));
    expect(recipes.getByText('7 recipes use this pepper')).toBeTruthy();
    expect(recipes.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Fermented Habanero Hot Sauce', '/recipes/fermented-habanero-hot-sauce'],
      ['Habanero Salsa', '/recipes/habanero-salsa'],
      ['More recipes', '/recipes'],
    ]);
    unmount();

    renderSections(habanero(), 'he');
    await comparison();
    const hebrew = within(screen.getByRole('region', { name: 'מתכונים' }));
    expect(hebrew.getAllByRole('link').map((a) => a.textContent)).toEqual(['רוטב הבנרו מותסס', 'Habanero Salsa', 'עוד מתכונים']);
    expect(hebrew.getByText('7 מתכונים משתמשים בפלפל הזה')).toBeTruthy();
  });

  it('has no Recipes section, and no menu link to one, when no recipe uses the pepper', async () => {
    renderSections(habanero(), 'en', { recipes: { __typename: 'RecipeList', totalItems: 0, items: [] } });
    await comparison();
    expect(screen.queryByRole('region', { name: 'Recipes' })).toBeNull();
    expect(document.querySelector('a[href="#pepper-section-recipes"]')).toBeNull();
  });

  it('leaves out the substitutes when there are none, and says so when no topic links the pepper', async () => {
    renderSections(habanero(), 'en', { substitutes: [], forumTopics: { __typename: 'TopicList', totalItems: 0, items: [] } });
    await comparison();
    expect(screen.queryByRole('region', { name: 'Substitutes' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Substitutes' })).toBeNull();
    const community = within(screen.getByRole('region', { name: 'In the community' }));
    expect(community.getByText(/No forum topic mentions this pepper yet/)).toBeTruthy();
    expect(community.queryByRole('link')).toBeNull();
  });

  it("gives the origin with the country's other peppers and a link to all of them, in both languages", async () => {
    const { unmount } = renderSections(habanero(), 'en');
    await comparison();
    const origin = within(screen.getByRole('region', { name: 'Origin' }));
    expect(origin.getByText('United States (South Carolina)')).toBeTruthy();
    expect(origin.getByText('Also from United States')).toBeTruthy();
    expect(origin.getAllByRole('link').map((a) => [a.querySelector('.pepper-sections__pepper-name')?.textContent ?? a.textContent, a.getAttribute('href')])).toEqual([
      ['Datil', '/peppers/datil?heat=Hot'],
      ['Tabasco', '/peppers/tabasco?heat=Hot'],
      ['All peppers from United States', '/peppers?origin=US'],
    ]);
    unmount();

    renderSections(habanero(), 'he');
    await comparison();
    const hebrew = within(screen.getByRole('region', { name: 'מוצא' }));
    expect(hebrew.getByText('עוד מארצות הברית')).toBeTruthy();
    expect(hebrew.getByRole('link', { name: 'כל הפלפלים מארצות הברית' }).getAttribute('href')).toBe('/peppers?origin=US');
  });

  it('gives the origin alone when no other pepper comes from the country, and no section without an origin', async () => {
    const { unmount } = renderSections(habanero(), 'en', { sameCountryPeppers: [] });
    await comparison();
    const origin = within(screen.getByRole('region', { name: 'Origin' }));
    expect(origin.getByText('United States (South Carolina)')).toBeTruthy();
    expect(origin.queryByRole('link')).toBeNull();
    unmount();

    renderSections(cataloguePepper({ slug: 'nowhere', country: null, region: null, hebRegion: null, origin: null, hebOrigin: null }), 'en');
    await comparison();
    expect(screen.queryByRole('region', { name: 'Origin' })).toBeNull();
  });

  it('lists the sources as numbered references and marks the SHU figure with the one cited for it, in both languages', async () => {
    const { unmount } = renderSections(habanero(), 'en');
    await comparison();
    const sources = within(screen.getByRole('region', { name: 'Sources' }));
    const items = sources.getAllByRole('listitem');
    expect(items.map((li) => [li.id, li.textContent])).toEqual([
      ['pepper-source-1', 'Peppers of the world, A Press (2012) (cited for species)'],
      ['pepper-source-2', 'Heat tests, Chile Pepper Institute (2019) (cited for SHU, origin)'],
    ]);
    const link = sources.getByRole('link', { name: 'Heat tests' });
    expect([link.getAttribute('href'), link.getAttribute('rel')]).toEqual(['https://example.org/heat', 'noopener noreferrer nofollow']);
    // The SHU figure carries the number of the first source cited for it, linked to that line.
    const mark = within(screen.getByTestId('shu')).getByRole('link', { name: 'Source 2' });
    expect([mark.textContent, mark.getAttribute('href')]).toEqual(['[2]', '#pepper-source-2']);
    unmount();

    renderSections(habanero(), 'he');
    await comparison();
    expect(within(screen.getByRole('region', { name: 'מקורות' })).getAllByRole('listitem')[1]!.textContent).toContain('(מקור ל: SHU, מוצא)');
    expect(within(screen.getByTestId('shu')).getByRole('link', { name: 'מקור 2' })).toBeTruthy();
  });

  it('has no Sources section and no mark when the pepper cites none', async () => {
    renderSections(habanero(), 'en', { sources: [] });
    await comparison();
    expect(screen.queryByRole('region', { name: 'Sources' })).toBeNull();
    expect(within(screen.getByTestId('shu')).queryByRole('link')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'On this page' }).textContent).not.toContain('Sources');
  });

  it('links every section it shows from the menu at the top, and no section it leaves out', async () => {
    const bare = { ...habanero(), color: null, unripeColor: null, shape: null, flavor: null, hebFlavor: null };
    renderSections(bare, 'en', { substitutes: [], uses: null, hebUses: null });
    await comparison();
    const menu = screen.getByRole('navigation', { name: 'On this page' });
    // The row and the folded menu carry the same links (CSS shows one of them).
    const row = [...menu.querySelectorAll('.pepper-sections__menu-row a')];
    const fold = [...menu.querySelectorAll('details a')];
    expect(row.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Heat', '#pepper-section-heat'],
      ['Growing', '#pepper-section-growing'],
      ['Origin', '#pepper-section-origin'],
      ['Similar peppers', '#pepper-section-similar'],
      ['In the community', '#pepper-section-community'],
      ['Recipes', '#pepper-section-recipes'],
      ['Sources', '#pepper-section-sources'],
    ]);
    expect(fold.map((a) => a.getAttribute('href'))).toEqual(row.map((a) => a.getAttribute('href')));
    for (const a of row) expect(document.getElementById(a.getAttribute('href')!.slice(1))?.tagName).toBe('H3');
  });

  it('shows headings while loading, and an error when the query fails', async () => {
    const pepper = habanero();
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <MockedProvider
          mocks={[{ request: { query: PepperSectionsDocument, variables: { slug: pepper.slug } }, error: new Error('down') }]}
          cache={new InMemoryCache({ typePolicies })}
        >
          <MemoryRouter>
            <PepperSections pepper={pepper} />
          </MemoryRouter>
        </MockedProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Similar peppers' })).toBeTruthy();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'More about this pepper is not available' })).toBeTruthy();
    // The chart is drawn from the pepper itself, so it stays.
    expect(screen.getByRole('img', { name: /^The Scoville scale/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Similar peppers' })).toBeNull();
  });
});
