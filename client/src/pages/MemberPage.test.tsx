import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberCommentsDocument, MemberProfileDocument, MemberTopicsDocument } from '@/generated/graphql';
import { graphqlError } from '@/test/fixtures';
import { renderApp, storeLanguage } from '@/test/renderApp';

const AVATAR = '/uploads/avatars/0b8a2c1e-1111-4222-8333-944445555666-160.webp';

const profileMock = {
  request: { query: MemberProfileDocument, variables: { username: 'chili_grower' } },
  result: {
    data: {
      memberProfile: {
        __typename: 'PublicProfile',
        id: 'u1',
        username: 'chili_grower',
        firstName: 'Moshe',
        lastName: 'Avraham',
        avatar: AVATAR,
        bio: 'Hot sauce every day',
        joinDate: '2024-03-01T10:00:00.000Z',
        postsCount: 12,
      },
    },
  },
};

const topicsPage = (skip: number, titles: string[]) => ({
  request: { query: MemberTopicsDocument, variables: { username: 'chili_grower', skip, take: 10 } },
  result: {
    data: {
      topicsByAuthor: {
        __typename: 'TopicList',
        totalItems: 12,
        items: titles.map((title, i) => ({
          __typename: 'Topic',
          id: `t${skip + i}`,
          title,
          category: 'general',
          createDate: '2025-01-01T10:00:00.000Z',
          commentsCount: 2,
        })),
      },
    },
  },
});

describe('Member page (/users/:username)', () => {
  it('shows the public profile with the uploaded avatar, and pages their topics on the server', async () => {
    storeLanguage('en');
    const first = Array.from({ length: 10 }, (_, i) => `Topic ${i + 1}`);
    renderApp({
      route: '/users/chili_grower',
      mocks: [
        profileMock,
        topicsPage(0, first),
        topicsPage(10, ['Topic 11', 'Topic 12']),
        {
          request: { query: MemberCommentsDocument, variables: { username: 'chili_grower', skip: 0, take: 10 } },
          result: {
            data: {
              commentsByAuthor: {
                __typename: 'CommentList',
                totalItems: 1,
                items: [
                  {
                    __typename: 'Comment',
                    id: 'c1',
                    excerpt: 'Try smoking them first',
                    createdAt: '2025-01-02T10:00:00.000Z',
                    topic: { __typename: 'Topic', id: 't9', title: 'Smoked jalapeños' },
                  },
                ],
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Moshe Avraham' })).toBeTruthy();
    expect(screen.getByText('Hot sauce every day')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Moshe Avraham' });
    expect(card.querySelector('img.avatar')?.getAttribute('src')).toBe(AVATAR);
    expect(card.textContent).not.toContain('@example.com');

    expect(await screen.findByRole('link', { name: 'Topic 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Topic 12' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Topic 1' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Comments' }));
    const comment = await screen.findByText('Try smoking them first');
    expect(within(comment.closest('li') as HTMLElement).getByRole('link', { name: 'Smoked jalapeños' }).getAttribute('href')).toBe(
      '/forum/topic/t9#comment-c1',
    );
    // A visitor sees no "favorites" tab: that one is private.
    expect(screen.queryByRole('tab', { name: /favorites/i })).toBeNull();
  });

  it('says so when there is no such member', async () => {
    storeLanguage('he');
    renderApp({
      route: '/users/nobody',
      mocks: [{ request: { query: MemberProfileDocument, variables: { username: 'nobody' } }, result: graphqlError('User not found.', 'NOT_FOUND') }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'אין חבר קהילה בשם הזה' })).toBeTruthy();
  });
});
