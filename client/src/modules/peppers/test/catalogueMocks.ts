import type { MockLink } from '@apollo/client/testing';
import { PEPPERS_PAGE_SIZE } from '../hooks/usePeppersCatalogue';
import {
  CataloguePeppersDocument,
  ComparePeppersDocument,
  PepperDetailsDocument,
  PepperStatsDocument,
  type CataloguePepperFieldsFragment,
  type CataloguePeppersQuery,
  type CataloguePeppersQueryVariables,
  type HeatLevel,
  type PepperGroup,
  type PepperStatsQuery,
} from '@/generated/graphql';

/** A catalogue pepper as the server sends it (the Carolina Reaper unless overridden). */
export function cataloguePepper(overrides: Partial<CataloguePepperFieldsFragment> = {}): CataloguePepperFieldsFragment {
  return {
    __typename: 'Pepper',
    id: '1',
    slug: 'carolina-reaper',
    name: 'Carolina Reaper',
    hebName: 'קרולינה ריפר',
    group: 'c_chinense',
    shu: '1,400,000-2,200,000',
    shuMin: 1_400_000,
    shuMax: 2_200_000,
    description: 'One of the hottest peppers in the world.',
    hebDescription: 'אחד הפלפלים החריפים בעולם.',
    origin: 'United States (South Carolina)',
    hebOrigin: 'ארצות הברית (דרום קרוליינה)',
    country: 'US',
    region: 'South Carolina',
    hebRegion: 'דרום קרוליינה',
    growingTime: '90-100 days',
    growingDaysMin: 90,
    growingDaysMax: 100,
    difficulty: 'hard',
    flavor: 'Fruity and sweet, then brutal heat',
    hebFlavor: 'פירותי ומתוק, ואז חריפות אכזרית',
    heatLevel: 'super_hot',
    color: 'red',
    unripeColor: null,
    shape: 'scorpion_tail',
    img: null,
    imageSrcSet: null,
    views: 4960,
    likes: 587,
    lastUpdated: '2024-05-01T10:00:00.000Z',
    isFeatured: true,
    likedByMe: false,
    isFavorite: false,
    ...overrides,
  };
}

export const jalapeno = (overrides: Partial<CataloguePepperFieldsFragment> = {}) =>
  cataloguePepper({
    id: '2',
    slug: 'jalapeno',
    name: 'Jalapeño',
    hebName: 'חלפיניו',
    group: 'c_annuum',
    shu: '2,500-8,000',
    shuMin: 2500,
    shuMax: 8000,
    description: 'The classic Mexican chili.',
    hebDescription: 'הצ׳ילי המקסיקני הקלאסי.',
    origin: 'Mexico',
    hebOrigin: 'מקסיקו',
    difficulty: 'easy',
    heatLevel: 'hot',
    color: 'red',
    unripeColor: 'green',
    shape: 'conical',
    isFeatured: false,
    views: 100,
    likes: 10,
    ...overrides,
  });

export const habanero = () =>
  cataloguePepper({
    id: '3',
    slug: 'habanero',
    name: 'Habanero',
    hebName: 'הבנרו',
    shu: '100,000-350,000',
    shuMin: 100_000,
    shuMax: 350_000,
    heatLevel: 'extremely_hot',
    color: 'orange',
    shape: 'lantern',
    isFeatured: false,
  });

/** The catalogue's first page as an English reader's page asks for it (the tests read English unless they say). */
export const DEFAULT_CATALOGUE_VARIABLES: CataloguePeppersQueryVariables = {
  sortBy: 'name',
  sortOrder: 'asc',
  language: 'en',
  skip: 0,
  take: PEPPERS_PAGE_SIZE,
};

export function cataloguePeppersMock(
  items: CataloguePepperFieldsFragment[],
  variables: Partial<CataloguePeppersQueryVariables> = {},
  totalItems = items.length,
  totalCapped = false,
): MockLink.MockedResponse<CataloguePeppersQuery, CataloguePeppersQueryVariables> {
  return {
    request: { query: CataloguePeppersDocument, variables: { ...DEFAULT_CATALOGUE_VARIABLES, ...variables } },
    result: { data: { __typename: 'Query', peppers: { __typename: 'PepperList', items, totalItems, totalCapped } } },
  };
}

const facet = (value: string, count: number) => ({ __typename: 'FacetCount' as const, value, count });
const heat = (value: HeatLevel, count: number) => ({ __typename: 'HeatLevelCount' as const, value, count });
const group = (value: PepperGroup, count: number) => ({ __typename: 'GroupCount' as const, value, count });

export function pepperStatsMock(): MockLink.MockedResponse<PepperStatsQuery> {
  return {
    request: { query: PepperStatsDocument },
    result: {
      data: {
        __typename: 'Query',
        pepperStats: {
          __typename: 'PepperStats',
          total: 3,
          byHeatLevel: [heat('super_hot', 1), heat('extremely_hot', 1), heat('hot', 1)],
          byOrigin: [
            { ...facet('MX', 1), hebValue: null },
            { ...facet('US', 2), hebValue: null },
          ],
          byGroup: [group('c_chinense', 2), group('c_annuum', 1)],
          byColor: [facet('red', 2), facet('orange', 1)],
          byShape: [facet('scorpion_tail', 1), facet('lantern', 1), facet('conical', 1)],
          hottestShu: 1_800_000,
        },
      },
    },
  };
}

export function comparePeppersMock(ids: string[], items: CataloguePepperFieldsFragment[]): MockLink.MockedResponse {
  return {
    request: { query: ComparePeppersDocument, variables: { ids, take: 4 } },
    result: { data: { __typename: 'Query', peppers: { __typename: 'PepperList', items, totalItems: items.length } } },
  };
}

/** The details query of one pepper; with null, the server's answer for a slug no pepper has. */
export function pepperDetailsMock(pepper: CataloguePepperFieldsFragment): MockLink.MockedResponse;
export function pepperDetailsMock(pepper: null, slug: string): MockLink.MockedResponse;
export function pepperDetailsMock(pepper: CataloguePepperFieldsFragment | null, slug = pepper?.slug): MockLink.MockedResponse {
  return {
    request: { query: PepperDetailsDocument, variables: { slug } },
    result: { data: { __typename: 'Query', pepperBySlug: pepper } },
  };
}

/** The catalogue's two requests (the list and the statistics) for a plain view. */
export function catalogueMocks(
  items: CataloguePepperFieldsFragment[] = [cataloguePepper(), jalapeno()],
  variables: Partial<CataloguePeppersQueryVariables> = {},
): MockLink.MockedResponse[] {
  return [cataloguePeppersMock(items, variables), pepperStatsMock()];
}
