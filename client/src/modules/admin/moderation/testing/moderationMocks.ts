import type { MockLink } from '@apollo/client/testing';
import { ReportsDocument, SiteSettingsDocument, type ReportFieldsFragment, type SiteSettingsFieldsFragment } from '@/generated/graphql';
import { accountFixture } from '@/test/fixtures';

export const adminAccount = accountFixture({ id: '1', username: 'admin', role: 'admin', firstName: 'Dana' });

export function settingsFixture(overrides: Partial<SiteSettingsFieldsFragment> = {}): SiteSettingsFieldsFragment {
  return {
    __typename: 'SiteSettings',
    commentsPerPage: 20,
    passwordMinLength: 8,
    loginAttemptLimit: 5,
    emailVerification: true,
    captcha: true,
    twoFactor: false,
    keyPointsPerHour: 5000,
    memberPointsPerHour: 250000,
    guestPointsPerHour: 250000,
    ...overrides,
  };
}

export function settingsMock(settings = settingsFixture()): MockLink.MockedResponse {
  return { request: { query: SiteSettingsDocument }, result: { data: { __typename: 'Query', settings } } };
}

export function reportFixture(overrides: Partial<ReportFieldsFragment> = {}): ReportFieldsFragment {
  return {
    __typename: 'Report',
    id: 'r1',
    type: 'spam',
    status: 'pending',
    description: 'Advertises a seed shop in every thread.',
    createdAt: '2024-05-02T09:00:00.000Z',
    reviewedAt: null,
    resolvedAt: null,
    resolutionNote: null,
    handledAt: null,
    handledBy: null,
    topicId: '7',
    commentId: 'c1',
    imageId: null,
    image: null,
    reporter: { __typename: 'User', id: '4', username: 'noa_garden' },
    reportedUser: { __typename: 'User', id: '5', username: 'seed_seller', role: 'user', isActive: true },
    topic: {
      __typename: 'Topic',
      id: '7',
      title: 'My habanero leaves are curling',
      description: ['Since **Monday** the leaves curl.'],
      descriptionHtml: '<p dir="auto">Since <strong>Monday</strong> the leaves curl.</p>\n',
    },
    comment: { __typename: 'Comment', id: 'c1', text: 'Buy seeds at my shop!', textHtml: '<p dir="auto">Buy seeds at my shop!</p>\n' },
    ...overrides,
  };
}

export function reportsMock(
  items: ReportFieldsFragment[],
  status: 'pending' | 'reviewed' | 'resolved' | null = 'pending',
  totalItems = items.length,
): MockLink.MockedResponse {
  return {
    request: { query: ReportsDocument, variables: { status, skip: 0, take: 10 } },
    result: { data: { __typename: 'Query', reports: { __typename: 'ReportList', items, totalItems } } },
  };
}
