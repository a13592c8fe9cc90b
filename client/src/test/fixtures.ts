import type { MockLink } from '@apollo/client/testing';
import {
  AdminUsersDocument,
  HottestPeppersDocument,
  MeDocument,
  PeppersDocument,
  TopicsDocument,
  type AccountFieldsFragment,
  type AdminUserFieldsFragment,
  type AdminUsersQuery,
  type AdminUsersQueryVariables,
  type HottestPeppersQuery,
  type MeQuery,
  type PepperCardFieldsFragment,
  type PeppersQuery,
  type PeppersQueryVariables,
  type TopicFieldsFragment,
  type TopicsQuery,
  type TopicsQueryVariables,
} from '@/generated/graphql';

export function pepperFixture(overrides: Partial<PepperCardFieldsFragment> = {}): PepperCardFieldsFragment {
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
    ...overrides,
  };
}

export function topicFixture(overrides: Partial<TopicFieldsFragment> = {}): TopicFieldsFragment {
  return {
    __typename: 'Topic',
    id: '7',
    title: 'My habanero leaves are curling',
    subject: 'Leaf curl on habanero',
    description: ['The new leaves curl upwards.', 'Is it aphids or too much sun?'],
    excerpt: 'The new leaves curl upwards. Is it aphids or too much sun?',
    category: 'diseases',
    pinned: false,
    locked: false,
    views: 12,
    commentsCount: 3,
    likes: 5,
    createDate: '2024-05-01T10:00:00.000Z',
    author: {
      __typename: 'User',
      id: '2',
      username: 'chili_grower',
      firstName: 'Noa',
      lastName: 'Cohen',
      avatar: null,
    },
    ...overrides,
  };
}

export function topicsMock(
  topics: TopicFieldsFragment[] = [],
  variables: Partial<TopicsQueryVariables> = {},
): MockLink.MockedResponse<TopicsQuery, TopicsQueryVariables> {
  return {
    request: {
      query: TopicsDocument,
      variables: { search: null, category: null, sortBy: 'date', sortOrder: 'desc', page: 1, limit: 20, ...variables },
    },
    result: {
      data: {
        __typename: 'Query',
        topics: {
          __typename: 'TopicPage',
          topics,
          pinnedTopics: [],
          stats: { __typename: 'ForumStats', totalTopics: topics.length, totalViews: 40, totalComments: 9 },
          currentPage: 1,
          totalPages: 1,
          total: topics.length,
        },
      },
    },
  };
}

export function peppersMock(
  items: PepperCardFieldsFragment[] = [],
  variables: Partial<PeppersQueryVariables> = {},
  totalItems = items.length,
): MockLink.MockedResponse<PeppersQuery, PeppersQueryVariables> {
  return {
    request: { query: PeppersDocument, variables: { search: null, skip: 0, take: 24, ...variables } },
    result: { data: { __typename: 'Query', peppers: { __typename: 'PepperList', items, totalItems } } },
  };
}

export function hottestPeppersMock(peppers: PepperCardFieldsFragment[] = []): MockLink.MockedResponse<HottestPeppersQuery> {
  return {
    request: { query: HottestPeppersDocument, variables: { limit: 6 } },
    result: { data: { __typename: 'Query', hottestPeppers: peppers } },
  };
}

export function accountFixture(overrides: Partial<AccountFieldsFragment> = {}): AccountFieldsFragment {
  return {
    __typename: 'User',
    id: '1',
    username: 'dana',
    email: 'dana@example.com',
    firstName: 'Dana',
    lastName: 'Levi',
    avatar: null,
    role: 'user',
    isActive: true,
    emailVerified: true,
    bio: 'Grows habaneros on the balcony.',
    pendingEmail: null,
    joinDate: '2024-03-01T10:00:00.000Z',
    postsCount: 4,
    twoFactorEnabled: false,
    ...overrides,
  };
}

export function meMock(user: AccountFieldsFragment = accountFixture()): MockLink.MockedResponse<MeQuery> {
  return { request: { query: MeDocument }, result: { data: { __typename: 'Query', me: user } } };
}

/** A GraphQL refusal as the server sends it. */
export function graphqlError(message: string, code: string, extensions: Record<string, unknown> = {}) {
  return { errors: [{ message, extensions: { code, ...extensions } }] };
}

export function adminUserFixture(overrides: Partial<AdminUserFieldsFragment> = {}): AdminUserFieldsFragment {
  return {
    __typename: 'User',
    id: '2',
    username: 'chili_fan',
    email: 'user@pepperatlas.dev',
    firstName: 'Noa',
    lastName: 'Cohen',
    avatar: null,
    role: 'user',
    isActive: true,
    joinDate: '2024-05-01T10:00:00.000Z',
    postsCount: 15,
    ...overrides,
  };
}

export function adminUsersMock(
  users: AdminUserFieldsFragment[],
  variables: Partial<AdminUsersQueryVariables> = {},
  totalItems = users.length,
): MockLink.MockedResponse<AdminUsersQuery, AdminUsersQueryVariables> {
  return {
    request: {
      query: AdminUsersDocument,
      variables: {
        search: null,
        role: null,
        isActive: null,
        sortBy: 'joinDate',
        sortOrder: 'desc',
        skip: 0,
        take: 20,
        ...variables,
      },
    },
    result: { data: { __typename: 'Query', users: { __typename: 'UserList', items: users, totalItems } } },
  };
}
