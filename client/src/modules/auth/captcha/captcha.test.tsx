import { STORAGE_KEYS } from '@pepper-atlas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CaptchaChallengeDocument, LoginDocument, RegisterDocument } from '@/generated/graphql';
import { accountFixture, graphqlError, hottestPeppersMock } from '@/test/fixtures';
import { renderApp, storeLanguage } from '@/test/renderApp';
import { leadingZeroBits } from '@pepper-atlas/domain';
import { findSolution } from './proofOfWork';

const challengeMock = (challenge: string, difficulty: number) => ({
  request: { query: CaptchaChallengeDocument },
  result: { data: { captchaChallenge: { __typename: 'CaptchaChallengeType' as const, challenge, difficulty } } },
});

function form() {
  return within(screen.getByRole('main'));
}

describe('Captcha (proof of work)', () => {
  it('finds a counter whose SHA-256 starts with the asked zero bits, as the server checks it', async () => {
    const solution = await findSolution('abc.def', 10);
    expect(leadingZeroBits(createHash('sha256').update(`abc.def:${solution}`).digest())).toBeGreaterThanOrEqual(10);
  });

  it('sign-up: when the server asks for a captcha, the form solves one and sends it', async () => {
    storeLanguage('en');
    const input = { username: 'new_grower', email: 'grower@example.com', password: 'hot-pepper-1', firstName: 'Avi', lastName: 'Peretz' };
    const solution = await findSolution('chal.sig', 6);
    const { router } = renderApp({
      route: '/login',
      mocks: [
        {
          request: { query: RegisterDocument, variables: { input } },
          result: graphqlError('Please complete the captcha.', 'CAPTCHA_REQUIRED'),
        },
        challengeMock('chal.sig', 6),
        {
          request: { query: RegisterDocument, variables: { input: { ...input, captcha: { challenge: 'chal.sig', solution } } } },
          result: {
            data: { register: { __typename: 'AuthPayload', accessToken: 'new-token', user: accountFixture({ username: 'new_grower' }) } },
          },
        },
        hottestPeppersMock(),
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up', pressed: false }));
    const values: Record<string, string> = {
      Username: 'new_grower',
      Email: 'grower@example.com',
      Password: 'hot-pepper-1',
      'Confirm password': 'hot-pepper-1',
      'First name': 'Avi',
      'Last name': 'Peretz',
    };
    for (const [label, value] of Object.entries(values)) fireEvent.change(form().getByLabelText(label), { target: { value } });
    fireEvent.click(form().getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Checking that you are human…')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('new-token');
  });

  it('sign-in: a captcha the server refuses twice ends in its message, in Hebrew', async () => {
    const input = { email: 'dana@example.com', password: 'secret-1' };
    const solution = await findSolution('c2.s', 4);
    renderApp({
      route: '/login',
      mocks: [
        {
          request: { query: LoginDocument, variables: { input } },
          result: graphqlError('Please complete the captcha.', 'CAPTCHA_REQUIRED'),
        },
        challengeMock('c2.s', 4),
        {
          request: { query: LoginDocument, variables: { input: { ...input, captcha: { challenge: 'c2.s', solution } } } },
          result: graphqlError('The captcha is invalid or has expired.', 'CAPTCHA_INVALID'),
        },
      ],
    });
    fireEvent.change(form().getByLabelText('אימייל'), { target: { value: input.email } });
    fireEvent.change(form().getByLabelText('סיסמה'), { target: { value: input.password } });
    fireEvent.click(form().getByRole('button', { name: 'כניסה' }));
    expect((await form().findByRole('alert', undefined, { timeout: 5000 })).textContent).toBe('הבדיקה פגה או כבר נוצלה. נא לנסות שוב.');
  });

  it.each([
    { language: 'en' as const, email: 'Email', password: 'Password', submit: 'Log in', solving: 'Checking that you are human…' },
    { language: 'he' as const, email: 'אימייל', password: 'סיסמה', submit: 'כניסה', solving: 'בודקים שאתם לא רובוט…' },
  ])(
    'sign-in to an account guessed from many addresses: solves the harder challenge the answer carries and signs in ($language)',
    async ({ language, ...labels }) => {
      storeLanguage(language);
      const input = { email: 'dana@example.com', password: 'secret-1' };
      // The answer's own challenge, harder than the ordinary one; no ordinary challenge is fetched (no mock for it).
      const solution = await findSolution('hard.sig', 8);
      const { router } = renderApp({
        route: '/login',
        mocks: [
          {
            request: { query: LoginDocument, variables: { input } },
            result: graphqlError('Please complete the captcha.', 'CAPTCHA_REQUIRED', { challenge: 'hard.sig', difficulty: 8 }),
          },
          {
            request: { query: LoginDocument, variables: { input: { ...input, captcha: { challenge: 'hard.sig', solution } } } },
            result: {
              data: { login: { __typename: 'AuthPayload', accessToken: 'guarded-token', user: accountFixture({ username: 'dana' }) } },
            },
          },
          hottestPeppersMock(),
        ],
      });
      fireEvent.change(form().getByLabelText(labels.email), { target: { value: input.email } });
      fireEvent.change(form().getByLabelText(labels.password), { target: { value: input.password } });
      fireEvent.click(form().getByRole('button', { name: labels.submit }));
      expect(await screen.findByText(labels.solving)).toBeTruthy();
      await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('guarded-token'), { timeout: 5000 });
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );
});
