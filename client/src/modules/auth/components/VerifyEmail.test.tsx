import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@pepper-atlas/domain';
import { waitFor } from '@testing-library/react';
import { AccountSecurityPolicyDocument, ConfirmEmailDocument, ResendVerificationEmailDocument } from '@/generated/graphql';
import { accountFixture, graphqlError, hottestPeppersMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';

const policy = (emailVerification: boolean) => ({
  request: { query: AccountSecurityPolicyDocument },
  result: {
    data: { accountSecurityPolicy: { __typename: 'AccountSecurityPolicy' as const, emailVerification, captcha: true, twoFactor: false } },
  },
});

describe('Email verification', () => {
  it('the link page confirms the token, signs the member in and returns them to where they were', async () => {
    storeLanguage('en');
    localStorage.setItem('pepper-atlas.confirmReturn', '/forum/new-topic');
    const user = accountFixture({ id: '9', emailVerified: true });
    const { router } = renderApp({
      route: '/verify-email?token=abc123',
      mocks: [
        {
          request: { query: ConfirmEmailDocument, variables: { token: 'abc123' } },
          result: { data: { confirmEmail: { __typename: 'EmailConfirmation', accessToken: 'jwt-9', user } } },
        },
      ],
    });
    expect(screen.getByText('Confirming your email address…')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/forum/new-topic'));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-9');
    expect(await screen.findByText('Your email address is confirmed. You can post in the forum now.')).toBeTruthy();
    // Used once: a later confirmation goes to the forum.
    expect(localStorage.getItem('pepper-atlas.confirmReturn')).toBeNull();
  });

  it('without a session from the server (two-factor account), the page confirms and stays', async () => {
    storeLanguage('en');
    const user = accountFixture({ id: '9', emailVerified: true, twoFactorEnabled: true });
    const { router } = renderApp({
      route: '/verify-email?token=abc123',
      mocks: [
        {
          request: { query: ConfirmEmailDocument, variables: { token: 'abc123' } },
          result: { data: { confirmEmail: { __typename: 'EmailConfirmation', accessToken: null, user } } },
        },
      ],
    });
    expect(await screen.findByText('Your email address is confirmed. You can post in the forum now.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/verify-email');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('an invalid or used link is explained, in Hebrew', async () => {
    renderApp({
      route: '/verify-email?token=used',
      mocks: [
        {
          request: { query: ConfirmEmailDocument, variables: { token: 'used' } },
          result: graphqlError('This verification link is invalid or has expired.', 'BAD_USER_INPUT', {
            fields: { token: 'verificationLinkInvalid' },
          }),
        },
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('קישור האישור אינו תקין או שפג תוקפו.');
  });

  it('an unverified member sees a banner while the setting is on, and can ask for a new link', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true, email: 'dana@example.com', emailVerified: false });
    renderApp({
      route: '/',
      mocks: [
        policy(true),
        hottestPeppersMock(),
        { request: { query: ResendVerificationEmailDocument }, result: { data: { resendVerificationEmail: true } } },
      ],
    });
    expect(await screen.findByText(/Please confirm your email address \(dana@example.com\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('A new confirmation link is on its way.')).toBeTruthy();
  });

  it('no banner when the setting is off or the member is verified', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true, emailVerified: false });
    renderApp({ route: '/', mocks: [policy(false), hottestPeppersMock()] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });
});
