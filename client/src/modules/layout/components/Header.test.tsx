import { STORAGE_KEYS } from '@pepper-atlas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hottestPeppersMock, peppersMock, topicsMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

describe('Header navigation', () => {
  it('hides the admin item from signed-out visitors and offers log in', () => {
    storeLanguage('en');
    renderApp({ route: '/login' });
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Home' })).toHaveProperty('pathname', '/');
    expect(nav.getByRole('link', { name: 'Peppers' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Forum' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('shows the admin item to an active admin', () => {
    storeLanguage('en');
    storeSession({ role: 'admin', isActive: true });
    renderApp({ route: '/login' });
    expect(within(mainNav()).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it.each([
    ['a blocked admin', { role: 'admin', isActive: false }],
    ['a regular user', { role: 'user', isActive: true }],
  ])('hides the admin item from %s', (_, user) => {
    storeLanguage('en');
    storeSession(user);
    renderApp({ route: '/login' });
    expect(within(mainNav()).queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('ignores a stored user without a token', () => {
    storeLanguage('en');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ username: 'x', role: 'admin', isActive: true }));
    renderApp({ route: '/login' });
    expect(within(mainNav()).queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('marks the section of the current path', () => {
    storeLanguage('en');
    const { router } = renderApp({ route: '/forum/topic', mocks: [peppersMock()] });
    expect(within(mainNav()).getByRole('link', { name: 'Forum' }).getAttribute('aria-current')).toBe('page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();

    fireEvent.click(within(mainNav()).getByRole('link', { name: 'Peppers' }));
    expect(router.state.location.pathname).toBe('/peppers');
    expect(within(mainNav()).getByRole('link', { name: 'Peppers' }).getAttribute('aria-current')).toBe('page');
  });

  it.each(['/login', '/profile', '/graphiql', '/no/such/page'])('marks nothing on %s, outside the sections', (route) => {
    storeLanguage('en');
    renderApp({ route });
    expect(mainNav().querySelectorAll('[aria-current]')).toHaveLength(0);
  });

  it('marks Home on the home page only', () => {
    storeLanguage('en');
    renderApp({ route: '/', mocks: [peppersMock()] });
    expect(within(mainNav()).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });

  it('replaces the history entry when navigating', () => {
    storeLanguage('en');
    const { router } = renderApp({ route: '/login', mocks: [topicsMock()] });
    fireEvent.click(within(mainNav()).getByRole('link', { name: 'Forum' }));
    expect(router.state.location.pathname).toBe('/forum');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('uses the Hebrew labels by default', () => {
    renderApp({ route: '/login' });
    const nav = within(screen.getByRole('navigation', { name: 'ניווט ראשי' }));
    expect(nav.getByRole('link', { name: 'פלפלים' }).getAttribute('href')).toBe('/peppers');
  });

  it('asks before logging out, then clears the session and goes home', async () => {
    storeLanguage('en');
    storeSession({ role: 'admin', isActive: true });
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const { router } = renderApp({
      route: '/login',
      mocks: [hottestPeppersMock()],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to logout?');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('test-token');

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    // The cache is emptied before leaving, so the next page starts fresh.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(mainNav()).queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });
});
