import { STORAGE_KEYS } from '@pepper-atlas/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginDocument, MeDocument } from '@/generated/graphql';
import { accountFixture, graphqlError, hottestPeppersMock, meMock, topicFixture, topicsMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';
import { SESSION_CHECK_INTERVAL_MS } from '../hooks/useSessionVerification';
import { saveSession } from '@/core/session/sessionStore';

const storedUser = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as Record<string, unknown> | null;

afterEach(() => {
  vi.useRealTimers();
});

describe('Session', () => {
  it('restores a stored session, verifies it with `me` and refreshes the stored user', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    renderApp({ route: '/login', mocks: [meMock(accountFixture({ firstName: 'Danielle' }))] });
    // Restored at once from storage...
    expect(screen.getByRole('link', { name: /Signed in as Dana Levi/ })).toBeTruthy();
    // ...then refreshed from the server.
    expect(await screen.findByRole('link', { name: /Signed in as Danielle Levi/ })).toBeTruthy();
    expect(storedUser()).toMatchObject({ firstName: 'Danielle', email: 'dana@example.com' });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('test-token');
  });

  it('logs out when the server refuses the restored token, and goes home', async () => {
    storeLanguage('en');
    storeSession({ role: 'admin', isActive: true });
    const { router } = renderApp({
      route: '/forum',
      mocks: [
        { request: { query: MeDocument }, result: graphqlError('Your account is blocked.', 'UNAUTHENTICATED') },
        topicsMock([topicFixture()]),
        hottestPeppersMock(),
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    // The React state follows: the header offers to log in again, and says why.
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeTruthy();
  });

  it('logs out on an UNAUTHENTICATED answer to any call', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    const { router, client } = renderApp({
      route: '/forum',
      mocks: [
        meMock(),
        {
          ...topicsMock(),
          result: graphqlError('Your session has expired. Please sign in again.', 'UNAUTHENTICATED'),
        },
        hottestPeppersMock(),
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    // Nothing of the previous user stays in the cache.
    expect(client.cache.extract()).not.toHaveProperty('User:1');
  });

  it('logs out on ROLE_REVOKED (403: the session lost its role), and goes home', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    const { router } = renderApp({
      route: '/forum',
      mocks: [
        meMock(),
        { ...topicsMock(), result: graphqlError('Your role has changed. Please sign in again.', 'ROLE_REVOKED') },
        hottestPeppersMock(),
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('does not end the session on a wrong password typed by whoever is signed in', async () => {
    storeLanguage('en');
    renderApp({
      route: '/login',
      mocks: [
        {
          request: {
            query: LoginDocument,
            variables: { input: { email: 'other@example.com', password: 'nope-nope' } },
          },
          result: graphqlError('Invalid email or password', 'UNAUTHENTICATED'),
        },
      ],
    });
    // Signed in (in another tab, say) while the form is open: a signed-in visit to /login goes to /profile.
    const main = within(screen.getByRole('main'));
    await main.findByLabelText('Email');
    act(() => saveSession('test-token', { id: '1', username: 'dana', firstName: 'Dana', lastName: 'Levi', role: 'user', isActive: true }));
    fireEvent.change(main.getByLabelText('Email'), { target: { value: 'other@example.com' } });
    fireEvent.change(main.getByLabelText('Password'), { target: { value: 'nope-nope' } });
    fireEvent.click(main.getByRole('button', { name: 'Log in' }));
    expect(await main.findByText('Invalid email or password')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('test-token');
  });

  it('checks the session again every 5 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    const { router } = renderApp({
      route: '/login',
      mocks: [
        meMock(),
        { request: { query: MeDocument }, result: graphqlError('Your account is blocked.', 'UNAUTHENTICATED') },
        hottestPeppersMock(),
      ],
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('test-token');

    await act(() => vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('keeps the session when the server cannot be reached', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    renderApp({
      route: '/login',
      mocks: [{ request: { query: MeDocument }, error: new TypeError('Failed to fetch') }],
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('test-token');
    expect(screen.getByRole('link', { name: /Signed in as Dana Levi/ })).toBeTruthy();
  });
});
