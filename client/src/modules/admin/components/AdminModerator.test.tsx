import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reportFixture, reportsMock } from '@/modules/admin/moderation/testing/moderationMocks';
import { accountFixture, meMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';

const moderator = accountFixture({ id: '3', role: 'moderator', firstName: 'Moshe' });

describe('Admin panel for a moderator', () => {
  it('shows only the Reports and Topics tabs, the report queue first, without blocking members', async () => {
    storeLanguage('en');
    storeSession({ role: 'moderator', isActive: true });
    const handled = reportFixture({
      id: 'r2',
      status: 'reviewed',
      reviewedAt: '2024-05-03T09:00:00.000Z',
      handledAt: '2024-05-03T09:00:00.000Z',
      handledBy: { __typename: 'User', id: '3', username: 'moshe.grower' },
    });
    renderApp({ route: '/admin', mocks: [meMock(moderator), reportsMock([reportFixture(), handled])] });
    expect(await screen.findByText('Hello, Moshe')).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Reports', 'Topics']);
    expect(screen.getByRole('tab', { name: 'Reports' }).getAttribute('aria-selected')).toBe('true');
    const card = (await screen.findAllByRole('article'))[0];
    expect(within(card).getByRole('button', { name: 'Resolve' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Block/ })).toBeNull();
    const second = screen.getAllByRole('article')[1];
    expect(second.textContent).toContain('by @moshe.grower');
  });

  it('falls back to the report queue for an admin-only tab in the URL', async () => {
    storeSession({ role: 'moderator', isActive: true });
    renderApp({ route: '/admin?tab=users', mocks: [meMock(moderator), reportsMock([])] });
    const tab = await screen.findByRole('tab', { name: 'דיווחים' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: 'משתמשים' })).toBeNull();
    fireEvent.keyDown(tab, { key: 'ArrowLeft' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'נושאים' }).getAttribute('aria-selected')).toBe('true'));
  });

  it('still shuts members out', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    renderApp({ route: '/admin', mocks: [meMock(accountFixture({ role: 'user' }))] });
    await waitFor(() => expect(screen.queryByRole('tab')).toBeNull());
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });
});
