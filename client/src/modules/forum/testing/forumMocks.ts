import type { MockLink } from '@apollo/client/testing';
import {
  ForumSearchDocument,
  type ForumSearchQuery,
  type ForumSearchQueryVariables,
  IncrementTopicViewsDocument,
  TopicCommentsDocument,
  TopicDocument,
  type CommentFieldsFragment,
  type TopicCommentsQuery,
  type TopicQuery,
} from '@/generated/graphql';
import { topicFixture } from '@/test/fixtures';

/** Test data of the topic page: the topic, its comments and the view counter. */

export type TopicDetail = TopicQuery['topic'];
export type CommentWithReplies = TopicCommentsQuery['topic']['comments']['items'][number];

/** What the server's renderer answers for plain paragraphs (tests that need Markdown give their own HTML). */
export function plainHtml(source: string): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return source
    .split(/\n\s*\n/)
    .map((paragraph) => `<p dir="auto">${escape(paragraph)}</p>\n`)
    .join('');
}

export function topicDetailFixture(overrides: Partial<TopicDetail> = {}): TopicDetail {
  const topic = { ...topicFixture(), likedByMe: false, versionsCount: 0, ...overrides };
  return {
    ...topic,
    versionsCount: topic.versionsCount ?? 0,
    images: overrides.images ?? [],
    descriptionHtml: overrides.descriptionHtml ?? plainHtml(topic.description.join('\n\n')),
  };
}

export function commentFixture(overrides: Partial<CommentFieldsFragment> = {}): CommentFieldsFragment {
  return {
    __typename: 'Comment',
    id: 'c1',
    topicId: '7',
    parentId: null,
    text: 'Check the undersides of the leaves for aphids.',
    likes: 2,
    likedByMe: false,
    createdAt: '2024-05-01T12:00:00.000Z',
    updatedAt: '2024-05-01T12:00:00.000Z',
    author: {
      __typename: 'User',
      id: '3',
      username: 'moshe.grower',
      firstName: 'Moshe',
      lastName: 'Avraham',
      avatar: null,
    },
    ...overrides,
    versionsCount: overrides.versionsCount ?? 0,
    images: overrides.images ?? [],
    textHtml: overrides.textHtml ?? plainHtml(overrides.text ?? 'Check the undersides of the leaves for aphids.'),
  };
}

export function threadFixture(
  overrides: Partial<CommentFieldsFragment> = {},
  replies: CommentFieldsFragment[] = [],
): CommentWithReplies {
  return { ...commentFixture(overrides), replies };
}

export function topicMock(topic: TopicDetail = topicDetailFixture()): MockLink.MockedResponse<TopicQuery> {
  return {
    request: { query: TopicDocument, variables: { id: topic.id } },
    result: { data: { __typename: 'Query', topic } },
  };
}

export interface CommentsMockOptions {
  page?: number;
  perPage?: number;
  totalItems?: number;
  locked?: boolean;
  commentsCount?: number;
}

export function commentsMock(
  topicId: string,
  items: CommentWithReplies[],
  { page = 1, perPage = 20, totalItems = items.length, locked = false, commentsCount }: CommentsMockOptions = {},
): MockLink.MockedResponse<TopicCommentsQuery> {
  return {
    request: { query: TopicCommentsDocument, variables: { id: topicId, page } },
    result: {
      data: {
        __typename: 'Query',
        topic: {
          __typename: 'Topic',
          id: topicId,
          locked,
          commentsCount: commentsCount ?? items.reduce((sum, item) => sum + 1 + item.replies.length, 0),
          comments: {
            __typename: 'CommentPage',
            items,
            totalItems,
            page,
            perPage,
            totalPages: Math.max(1, Math.ceil(totalItems / perPage)),
          },
        },
      },
    },
  };
}

export function viewsMock(id: string, views: number): MockLink.MockedResponse {
  return {
    request: { query: IncrementTopicViewsDocument, variables: { id } },
    result: { data: { __typename: 'Mutation', incrementTopicViews: views } },
  };
}

type SearchHit = ForumSearchQuery['forumSearch']['hits'][number];

/** A forum search hit: a comment by default (overrides for a topic). */
export function searchHitFixture(overrides: Partial<SearchHit> = {}): SearchHit {
  return {
    __typename: 'ForumSearchHit',
    kind: 'comment',
    date: '2024-05-02T12:00:00.000Z',
    commentPage: 2,
    topic: {
      __typename: 'Topic',
      id: '7',
      title: 'My habanero leaves are curling',
      category: 'diseases',
      author: { __typename: 'User', id: '2', username: 'chili_grower', firstName: 'Chili', lastName: 'Grower' },
    },
    comment: {
      __typename: 'Comment',
      id: 'c9',
      author: { __typename: 'User', id: '3', username: 'moshe.grower', firstName: 'Moshe', lastName: 'Avraham' },
    },
    title: { __typename: 'HighlightedText', text: 'My habanero leaves are curling', highlights: [] },
    excerpt: {
      __typename: 'HighlightedText',
      text: 'Try neem oil.',
      highlights: [{ __typename: 'TextRange', start: 4, length: 4 }],
    },
    ...overrides,
  };
}

export function forumSearchMock(
  variables: Partial<ForumSearchQueryVariables> & { search: string },
  hits: SearchHit[],
  options: { total?: number; totalPages?: number; error?: Error } = {},
): MockLink.MockedResponse<ForumSearchQuery, ForumSearchQueryVariables> {
  const request = { query: ForumSearchDocument, variables: { category: null, page: 1, limit: 20, ...variables } };
  if (options.error) return { request, error: options.error };
  return {
    request,
    result: {
      data: {
        __typename: 'Query',
        forumSearch: {
          __typename: 'ForumSearchPage',
          hits,
          total: options.total ?? hits.length,
          currentPage: variables.page ?? 1,
          totalPages: options.totalPages ?? 1,
        },
      },
    },
  };
}
