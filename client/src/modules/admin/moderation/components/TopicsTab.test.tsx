import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AuditLogDocument,
  DashboardStatsDocument,
  DeleteTopicDocument,
  LockTopicDocument,
  ModerationTopicsDocument,
  PinTopicDocument,
  type TopicFieldsFragment,
} from '@/generated/graphql';
import { meMock, topicFixture } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession, type RenderAppOptions } from '@/test/renderApp';
import { adminAccount } from '../testing/moderationMocks';

function topicsMock(topics: TopicFieldsFragment[], pinnedTopics: TopicFieldsFragment[] = [], search: string | null = null) {
  return {
    request: { query: ModerationTopicsDocument, variables: { search, page: 1, limit: 20 } },
    result: {
      data: {
        __typename: 'Query',
        topics: {
          __typename: 'TopicPage',
          topics,
          pinnedTopics,
          stats: { __typename: 'ForumStats', totalTopics: topics.length + pinnedTopics.length },
          currentPage: 1,
          totalPages: 1,
          total: topics.length,
        },
      },
    },
  };
}

function openTab(mocks: RenderAppOptions['mocks'], route = '/admin?tab=topics') {
  storeLanguage('en');
  storeSession({ id: '1', username: 'admin', role: 'admin', isActive: true });
  return renderApp({ route, mocks: [meMock(adminAccount), ...(mocks ?? [])] });
}

const rowOf = async (title: string) => {
  const link = await screen.findByRole('link', { name: title });
  return within(link.closest('tr')!);
};

/** Opens the row's "⋯" menu and returns one of its items. */
function menuItem(inRow: Awaited<ReturnType<typeof rowOf>>, title: string, item: string) {
  const name = `More actions: “${title}”`;
  fireEvent.click(inRow.getByRole('button', { name }));
  return within(screen.getByRole('menu', { name })).getByRole('menuitem', { name: item });
}

describe('Admin topics tab', () => {
  it('pins and locks the one topic of the row', async () => {
    const topic = topicFixture();
    const other = topicFixture({ id: '8', title: 'Best soil for superhots' });
    openTab([
      topicsMock([topic, other]),
      {
        request: { query: PinTopicDocument, variables: { id: '7' } },
        result: { data: { pinTopic: { __typename: 'Topic', id: '7', pinned: true, locked: false } } },
      },
      topicsMock([other], [{ ...topic, pinned: true }]),
      {
        request: { query: LockTopicDocument, variables: { id: '8' } },
        result: { data: { lockTopic: { __typename: 'Topic', id: '8', pinned: false, locked: true } } },
      },
    ]);
    const row = await rowOf('My habanero leaves are curling');
    // One menu per row instead of a row of buttons.
    expect(row.queryByRole('button', { name: /^(Pin|Lock|Delete)/ })).toBeNull();
    fireEvent.click(menuItem(row, 'My habanero leaves are curling', 'Pin'));
    expect(await screen.findByText('“My habanero leaves are curling” is now pinned.')).toBeTruthy();
    const pinned = await rowOf('My habanero leaves are curling');
    expect(menuItem(pinned, 'My habanero leaves are curling', 'Unpin')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    const otherRow = await rowOf('Best soil for superhots');
    expect(menuItem(otherRow, 'Best soil for superhots', 'Pin')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

    fireEvent.click(menuItem(otherRow, 'Best soil for superhots', 'Lock'));
    expect(await otherRow.findByText('Locked')).toBeTruthy();
    expect(pinned.queryByText('Locked')).toBeNull();
  });

  it('deletes a topic after confirmation', async () => {
    const topic = topicFixture();
    openTab([
      topicsMock([topic]),
      { request: { query: DeleteTopicDocument, variables: { id: '7' } }, result: { data: { deleteTopic: true } } },
      topicsMock([]),
    ]);
    const row = await rowOf('My habanero leaves are curling');
    fireEvent.click(menuItem(row, 'My habanero leaves are curling', 'Delete'));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete topic' }));
    expect(dialog.getByText('Are you sure you want to delete this item?')).toBeTruthy();
    expect(dialog.getByText('“My habanero leaves are curling” will be deleted with all its comments. This cannot be undone.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The topic “My habanero leaves are curling” has been deleted.')).toBeTruthy();
    expect(await screen.findByText('No topics yet')).toBeTruthy();
  });
});

describe('Admin dashboard', () => {
  it('shows the real figures, recent activity and a readable audit log', async () => {
    openTab(
      [
        {
          request: { query: DashboardStatsDocument },
          result: {
            data: {
              dashboardStats: {
                __typename: 'DashboardStats',
                users: 12,
                activeUsers: 11,
                peppers: 45,
                activePeppers: 44,
                topics: 20,
                comments: 63,
                openReports: 2,
                mailUndelivered: false,
                trend: [],
                recentActivity: [
                  {
                    __typename: 'ActivityItem',
                    kind: 'topic',
                    id: 't1',
                    label: 'Aji in pots',
                    actor: 'noa_garden',
                    topicId: 't1',
                    createdAt: new Date().toISOString(),
                  },
                ],
              },
            },
          },
        },
        {
          request: { query: AuditLogDocument, variables: { skip: 0, take: 10 } },
          result: {
            data: {
              auditLog: {
                __typename: 'AuditList',
                totalItems: 2,
                items: [
                  {
                    __typename: 'AuditEntry',
                    id: 'a1',
                    action: 'topic.pin',
                    targetType: 'topic',
                    targetId: 't1',
                    targetLabel: 'Aji in pots',
                    createdAt: '2024-05-03T09:00:00.000Z',
                    actor: { __typename: 'User', id: '1', username: 'admin' },
                    details: {
                      __typename: 'AuditDetails',
                      slug: null,
                      name: null,
                      hebName: null,
                      username: null,
                      topicId: 't1',
                      topicTitle: 'Aji in pots',
                      reportType: null,
                      count: null,
                      fields: null,
                      created: null,
                      updated: null,
                      undoneAction: null,
                      undoneAt: null,
                      undoneCount: null,
                    },
                  },
                  {
                    __typename: 'AuditEntry',
                    id: 'a2',
                    action: 'user.role.moderator',
                    targetType: 'user',
                    targetId: 'u4',
                    targetLabel: 'noa_garden',
                    createdAt: '2024-05-02T09:00:00.000Z',
                    actor: null,
                    // Written before entries kept details: still a sentence.
                    details: null,
                  },
                ],
              },
            },
          },
        },
      ],
      '/admin',
    );
    const figure = async (label: string) =>
      (await screen.findByText(label)).parentElement?.querySelector('dd')?.textContent;
    expect(await figure('Registered users')).toBe('12');
    // One blocked user: the label in the singular.
    expect(await figure('Blocked user')).toBe('1');
    expect(await figure('Open reports')).toBe('2');
    expect(screen.getByText('noa_garden started a topic:')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Aji in pots' })[0]?.getAttribute('href')).toBe('/forum/topic/t1');

    const audit = within(await screen.findByRole('table', { name: 'Audit log' }));
    // Each entry one sentence: who, what, to which item (linked where it has a page).
    expect(audit.getByRole('rowheader', { name: '@admin pinned the topic Aji in pots' })).toBeTruthy();
    expect(audit.getByRole('link', { name: 'Aji in pots' }).getAttribute('href')).toBe('/forum/topic/t1');
    expect(audit.getByRole('rowheader', { name: 'Deleted account made @noa_garden a moderator' })).toBeTruthy();
    expect(audit.queryByText('topic.pin')).toBeNull();
    await waitFor(() => expect(screen.getByText('2 actions')).toBeTruthy());
  });
});
