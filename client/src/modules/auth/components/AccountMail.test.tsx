import { STORAGE_KEYS } from '@pepper-atlas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AccountSecurityPolicyDocument,
  PublicSettingsDocument,
  RegisterDocument,
  RequestPasswordResetDocument,
  ResendVerificationEmailDocument,
  ResetPasswordDocument,
} from '@/generated/graphql';
import { accountFixture, graphqlError, meMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';

const publicSettings = (passwordMinLength: number, devMailbox = false) => ({
  request: { query: PublicSettingsDocument },
  result: { data: { publicSettings: { __typename: 'PublicSettings' as const, passwordMinLength, devMailbox, demoAccounts: true } } },
});

const policy = (emailVerification: boolean) => ({
  request: { query: AccountSecurityPolicyDocument },
  result: {
    data: { accountSecurityPolicy: { __typename: 'AccountSecurityPolicy' as const, emailVerification, captcha: false, twoFactor: false } },
  },
});

const main = () => within(screen.getByRole('main'));
const type = (label: string, value: string) => fireEvent.change(main().getByLabelText(label), { target: { value } });

function fillSignUp(password: string) {
  const toSignUp = screen.queryByRole('button', { name: 'Sign up', pressed: false });
  if (toSignUp) fireEvent.click(toSignUp);
  type('Username', 'new_grower');
  type('Email', 'grower@example.com');
  type('Password', password);
  type('Confirm password', password);
  type('First name', 'Avi');
  type('Last name', 'Peretz');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Whole sign-up journeys: on a loaded machine they take longer than the default 5 s.
describe('one source for limits: the password minimum comes from the public settings', { timeout: 20_000 }, () => {
  it('sign-up: a 6- and a 5-character password both get the stored minimum (8) at once, without asking the server', async () => {
    storeLanguage('en');
    // No Register mock: a request would fail with another message.
    renderApp({ route: '/login', mocks: [publicSettings(8), policy(true)] });
    fillSignUp('abcdef');
    // The settings arrive while the visitor types; the field states the minimum in force.
    expect(await main().findByText('At least 8 characters')).toBeTruthy();
    fireEvent.click(main().getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(main().getByRole('alert').textContent).toBe('Password must be at least 8 characters long'));
    fillSignUp('abcde');
    fireEvent.click(main().getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(main().getByRole('alert').textContent).toBe('Password must be at least 8 characters long'));
  });

  it('a lower stored minimum is honoured too (7 accepts 7 characters, the domain floor of 6 stays)', async () => {
    storeLanguage('en');
    const user = accountFixture({ id: '9', username: 'new_grower', firstName: 'Avi', lastName: 'Peretz', email: 'grower@example.com', emailVerified: true });
    const { router } = renderApp({
      route: '/login',
      mocks: [
        publicSettings(7),
        policy(false),
        {
          request: {
            query: RegisterDocument,
            variables: {
              input: { username: 'new_grower', email: 'grower@example.com', password: 'abcdefg', firstName: 'Avi', lastName: 'Peretz' },
            },
          },
          result: { data: { register: { __typename: 'AuthPayload', accessToken: 'jwt-9', user } } },
        },
      ],
    });
    fillSignUp('abcdef');
    expect(await main().findByText('At least 7 characters')).toBeTruthy();
    fireEvent.click(main().getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(main().getByRole('alert').textContent).toBe('Password must be at least 7 characters long'));
    fillSignUp('abcdefg');
    fireEvent.click(main().getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Welcome to Pepper Atlas, Avi Peretz! Your account is ready.')).toBeTruthy();
  });

  it('the reset page states and checks the stored minimum, in Hebrew', async () => {
    renderApp({ route: '/reset-password?token=tok', mocks: [publicSettings(10)] });
    expect(await main().findByText('לפחות 10 תווים')).toBeTruthy();
    type('סיסמה חדשה', 'abcdefgh');
    type('אימות סיסמה', 'abcdefgh');
    fireEvent.click(main().getByRole('button', { name: 'שמירה והתחברות' }));
    expect((await main().findByRole('alert')).textContent).toContain('10');
  });
});

describe('an honest sign-up', { timeout: 20_000 }, () => {
  it('with confirmation required: "Check your email to confirm your account", resend, and the development mail with its link', async () => {
    storeLanguage('en');
    const user = accountFixture({ id: '9', username: 'new_grower', firstName: 'Avi', lastName: 'Peretz', email: 'grower@example.com', emailVerified: false });
    const fetchMock = vi.fn(async () =>
      new Response(
        JSON.stringify({
          mail: {
            id: '1',
            to: 'grower@example.com',
            subject: 'Pepper Atlas: confirm your email address',
            date: new Date().toISOString(),
            text: 'Confirm: http://localhost:3000/verify-email?token=abc',
            links: ['http://localhost:3000/verify-email?token=abc'],
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderApp({
      route: { pathname: '/login', state: { from: '/forum/new-topic' } },
      mocks: [
        publicSettings(8, true),
        policy(true),
        // Asked again after the sign-up empties the cache of the guest.
        publicSettings(8, true),
        policy(true),
        {
          request: {
            query: RegisterDocument,
            variables: {
              input: { username: 'new_grower', email: 'grower@example.com', password: 'hot-pepper-1', firstName: 'Avi', lastName: 'Peretz' },
            },
          },
          result: { data: { register: { __typename: 'AuthPayload', accessToken: 'jwt-9', user } } },
        },
        { request: { query: ResendVerificationEmailDocument }, result: { data: { resendVerificationEmail: true } } },
      ],
    });
    fillSignUp('hot-pepper-1');
    await main().findByText('At least 8 characters');
    fireEvent.click(main().getByRole('button', { name: 'Create account' }));
    expect(await main().findByRole('heading', { name: 'Check your email to confirm your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText('Welcome, Avi Peretz! Check your email to confirm your account.')).toBeTruthy();
    expect(screen.queryByText(/Your account is ready/)).toBeNull();
    expect(localStorage.getItem('pepper-atlas.confirmReturn')).toBe('/forum/new-topic');

    fireEvent.click(main().getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('A new confirmation link is on its way.')).toBeTruthy();

    // Offered once the settings asked again after the sign-up have arrived (they may come after the resend's answer).
    fireEvent.click(await main().findByRole('button', { name: 'Open the mail (development)' }));
    const link = await main().findByRole('link', { name: 'Open the link in the mail' });
    expect(fetchMock).toHaveBeenCalledWith('/api/dev/mail?to=grower%40example.com', expect.anything());
    // The link opens this site's confirmation page, whatever origin the mail names.
    expect(link.getAttribute('href')).toBe('/verify-email?token=abc');
  });

  it('no "Open the mail (development)" when the server does not offer it', async () => {
    storeLanguage('en');
    renderApp({ route: '/forgot-password', mocks: [publicSettings(8, false), { request: { query: RequestPasswordResetDocument, variables: { email: 'a@example.com' } }, result: { data: { requestPasswordReset: true } } }] });
    type('Email', 'a@example.com');
    fireEvent.click(main().getByRole('button', { name: 'Send the link' }));
    expect(await main().findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(main().queryByRole('button', { name: 'Open the mail (development)' })).toBeNull();
  });

  it('the new-topic composer says confirmation is needed (with resend) before the member writes', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true, email: 'dana@example.com', emailVerified: false });
    renderApp({ route: '/forum/new-topic', mocks: [policy(true), meMock(accountFixture({ emailVerified: false }))] });
    expect(await main().findByText('To post, comment or report, please confirm your email address first.')).toBeTruthy();
    expect(main().queryByLabelText('Title')).toBeNull();
    expect(main().getByRole('button', { name: 'Send the link again' })).toBeTruthy();
    expect(localStorage.getItem('pepper-atlas.confirmReturn')).toBe('/forum/new-topic');
  });
});

describe('password reset screens', () => {
  it('"Forgot password?" on /login leads to the request screen; the answer is "check your email"', async () => {
    storeLanguage('en');
    const { router } = renderApp({
      route: '/login',
      mocks: [
        { request: { query: RequestPasswordResetDocument, variables: { email: 'dana@example.com' } }, result: { data: { requestPasswordReset: true } } },
      ],
    });
    fireEvent.click(main().getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    fireEvent.click(await main().findByRole('button', { name: 'Send the link' }));
    expect(main().getByText('This field is required')).toBeTruthy();
    type('Email', ' dana@example.com ');
    fireEvent.click(main().getByRole('button', { name: 'Send the link' }));
    expect(await main().findByText(/If an account uses dana@example.com/)).toBeTruthy();
  });

  it('a valid link sets the password and signs the member in', async () => {
    storeLanguage('en');
    const user = accountFixture();
    const { router } = renderApp({
      route: '/reset-password?token=tok',
      mocks: [
        publicSettings(8),
        {
          request: { query: ResetPasswordDocument, variables: { token: 'tok', newPassword: 'new-pepper-9' } },
          result: { data: { resetPassword: { __typename: 'AuthPayload', accessToken: 'jwt-new', user } } },
        },
        meMock(user),
      ],
    });
    type('New password', 'new-pepper-9');
    type('Confirm password', 'new-pepper-9');
    fireEvent.click(main().getByRole('button', { name: 'Save and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-new');
    expect(await screen.findByText('Your password has been changed, Dana Levi. You are signed in.')).toBeTruthy();
  });

  it('a used or expired link says so and offers a new one', async () => {
    storeLanguage('en');
    renderApp({
      route: '/reset-password?token=old',
      mocks: [
        {
          request: { query: ResetPasswordDocument, variables: { token: 'old', newPassword: 'new-pepper-9' } },
          result: graphqlError('This password-reset link is invalid or has expired.', 'BAD_USER_INPUT', { fields: { token: 'resetLinkInvalid' } }),
        },
      ],
    });
    type('New password', 'new-pepper-9');
    type('Confirm password', 'new-pepper-9');
    fireEvent.click(main().getByRole('button', { name: 'Save and sign in' }));
    expect((await main().findByRole('alert')).textContent).toBe('This password-reset link is invalid, was already used or has expired.');
    expect(main().getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });
});
