import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import {
  AdminPepperDocument,
  AdminPepperListDocument,
  type AdminPepperFieldsFragment,
  type AdminPepperListQuery,
  type AdminPepperListQueryVariables,
  type AdminPepperNotesFieldsFragment,
  type AdminPepperQuery,
  type AdminPepperQueryVariables,
} from '@/generated/graphql';
import { accountFixture, meMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';
import type { AdminPepperForEdit } from '../utils/pepperForm';

export function adminPepperFixture(overrides: Partial<AdminPepperFieldsFragment> = {}): AdminPepperFieldsFragment {
  return {
    __typename: 'Pepper',
    id: 'p1',
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
    flavor: 'Fruity, sweet',
    hebFlavor: 'פירותי, מתקתק',
    heatLevel: 'super_hot',
    growingTime: '90-100 days',
    growingDaysMin: 90,
    growingDaysMax: 100,
    difficulty: 'hard',
    color: 'red',
    unripeColor: null,
    shape: 'wrinkled',
    img: null,
    imageSrcSet: null,
    isActive: true,
    isFeatured: false,
    views: 120,
    likes: 14,
    lastUpdated: '2025-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/** The notes and sources the list rows leave out: only the single-pepper query (and a save's answer) has them. */
export function adminPepperNotesFixture(
  overrides: Partial<AdminPepperNotesFieldsFragment> = {},
): AdminPepperNotesFieldsFragment {
  return {
    __typename: 'Pepper',
    uses: 'Hot sauces and powders, a little at a time.',
    hebUses: 'רטבים חריפים ואבקות, במשורה.',
    growingNote: 'Germinate warm; a long season.',
    hebGrowingNote: 'הנבטה בחום; עונה ארוכה.',
    sources: [],
    ...overrides,
  };
}

/** A list row with its notes and sources: the pepper as the form edits it. */
export function withNotes(
  row: AdminPepperFieldsFragment,
  notes: Partial<AdminPepperNotesFieldsFragment> = {},
): AdminPepperForEdit {
  return { ...row, ...adminPepperNotesFixture(notes) };
}

export const JALAPENO = adminPepperFixture({
  id: 'p2',
  name: 'Jalapeño',
  hebName: 'חלפיניו',
  group: 'c_annuum',
  shu: '2,500-8,000',
  shuMin: 2500,
  shuMax: 8000,
  heatLevel: 'hot',
  difficulty: 'easy',
});

export const HABANERO = adminPepperFixture({
  id: 'p3',
  name: 'Habanero',
  hebName: 'הבנרו',
  shu: '100000+',
  shuMin: 100_000,
  shuMax: null,
  difficulty: 'medium',
});

export const DEFAULT_LIST_VARIABLES: AdminPepperListQueryVariables = {
  language: 'en',
  search: null,
  groups: null,
  featured: null,
  status: 'active',
  sortBy: 'name',
  sortOrder: 'asc',
  skip: 0,
  take: 20,
};

/**
 * The list as the server has it now: answered every time it is asked (the tab fetches it again
 * after each change), so a test changes `rows()` to play the server's part.
 */
export function pepperListMock(
  rows: () => AdminPepperFieldsFragment[],
  variables: Partial<AdminPepperListQueryVariables> = {},
): MockLink.MockedResponse<AdminPepperListQuery, AdminPepperListQueryVariables> {
  return {
    request: { query: AdminPepperListDocument, variables: { ...DEFAULT_LIST_VARIABLES, ...variables } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => {
      const items = rows();
      return {
        data: { __typename: 'Query', peppers: { __typename: 'PepperList', items, totalItems: items.length } },
      };
    },
  };
}

/**
 * The single pepper (AdminPepper) the form and the details dialog ask for: the row with its notes. Answered every
 * time, as the dialogs may ask again.
 */
export function adminPepperMock(
  row: AdminPepperFieldsFragment,
  notes: Partial<AdminPepperNotesFieldsFragment> = {},
): MockLink.MockedResponse<AdminPepperQuery, AdminPepperQueryVariables> {
  return {
    request: { query: AdminPepperDocument, variables: { id: row.id } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { __typename: 'Query', pepper: withNotes(row, notes) } },
  };
}

/**
 * The open edit dialog once its form is there: the list rows lack the notes, so the dialog shows its loading state
 * while the pepper (AdminPepper) comes.
 */
export function findEditForm(title = 'Update pepper'): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getByRole('dialog', { name: title });
    if (!dialog.querySelector('form')) throw new Error(`${title}: the form is still loading`);
    return dialog;
  });
}

/** The admin panel on the peppers tab, signed in as an admin, in the given language. */
export function renderPeppersTab(mocks: ReadonlyArray<MockLink.MockedResponse>, language: 'he' | 'en' = 'en') {
  storeLanguage(language);
  storeSession({ role: 'admin', isActive: true, username: 'admin' });
  return renderApp({
    route: '/admin?tab=peppers',
    mocks: [meMock(accountFixture({ role: 'admin', username: 'admin' })), ...mocks],
  });
}
