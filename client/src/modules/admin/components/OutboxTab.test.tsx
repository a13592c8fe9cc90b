import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditLogDocument, DashboardStatsDocument, OutboxDocument } from '@/generated/graphql';
import { accountFixture, meMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';

const admin = accountFixture({ role: 'admin', firstName: 'Dana' });

const outboxMock = (overrides: { usesOutbox?: boolean; undelivered?: boolean } = {}) => ({
  request: { query: OutboxDocument },
  result: {
    data: {
      outbox: {
        __typename: 'Outbox' as const,
        usesOutbox: true,
        undelivered: false,
        ...overrides,
        mails: [
          {
            __typename: 'OutboxMailType' as const,
            id: '1764150000000-0a1b2c3d',
            to: 'noam@example.com',
            subject: 'Pepper Atlas: reset your password / איפוס הסיסמה',
            text: 'Choose a new password: http://localhost:3000/reset-password?token=abc',
            date: new Date().toISOString(),
          },
        ],
      },
    },
  },
});

describe('Admin panel: Outbox tab and the mail warning', () => {
  it('lists the recent mails of the outbox with their text', async () => {
    storeLanguage('en');
    storeSession({ role: 'admin', isActive: true });
    renderApp({ route: '/admin?tab=outbox', mocks: [meMock(admin), outboxMock()] });
    expect(await screen.findByRole('heading', { name: 'Recent mails' })).toBeTruthy();
    const list = within(screen.getByRole('region', { name: 'Recent mails' }));
    expect(list.getByText('Pepper Atlas: reset your password / איפוס הסיסמה')).toBeTruthy();
    expect(list.getByText('noam@example.com')).toBeTruthy();
    fireEvent.click(list.getByText('Pepper Atlas: reset your password / איפוס הסיסמה'));
    expect(list.getByText(/reset-password\?token=abc/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('production without SMTP_URL: the outbox and the dashboard say no mail reaches members', async () => {
    storeLanguage('en');
    storeSession({ role: 'admin', isActive: true });
    renderApp({
      route: '/admin',
      mocks: [
        meMock(admin),
        {
          request: { query: DashboardStatsDocument },
          result: {
            data: {
              dashboardStats: {
                __typename: 'DashboardStats',
                users: 1,
                activeUsers: 1,
                peppers: 0,
                activePeppers: 0,
                topics: 0,
                comments: 0,
                openReports: 0,
                mailUndelivered: true,
                recentActivity: [],
                trend: [],
              },
            },
          },
        },
        {
          request: { query: AuditLogDocument, variables: { skip: 0, take: 10 } },
          result: { data: { auditLog: { __typename: 'AuditList', totalItems: 0, items: [] } } },
        },
        outboxMock({ undelivered: true }),
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/Mail is not delivered: SMTP_URL is not set/);
    fireEvent.click(screen.getByRole('tab', { name: 'Outbox' }));
    expect((await screen.findByText(/Production without SMTP_URL: members receive none of these mails/)).getAttribute('role')).toBe('alert');
  });
});
