import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meMock, topicsMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';

describe('LoginPage', () => {
  it('sends a signed-in visitor of /login to /profile', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    const { router } = renderApp({ route: '/login', mocks: [meMock(), meMock()] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('sends a signed-in visitor of /register to the return path', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    const { router } = renderApp({ route: { pathname: '/register', state: { from: '/forum' } }, mocks: [meMock(), topicsMock()] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/forum'));
  });

  it('shows a guest the sign-up form on /register and the sign-in form on /login', async () => {
    storeLanguage('en');
    const first = renderApp({ route: '/register' });
    expect(await screen.findByLabelText('Confirm password')).toBeTruthy();
    first.unmount();
    renderApp({ route: '/login' });
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    expect(screen.queryByLabelText('Confirm password')).toBeNull();
  });
});
