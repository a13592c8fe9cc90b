import { STORAGE_KEYS } from '@pepper-atlas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AccountSecurityPolicyDocument,
  BeginTwoFactorEnrolmentDocument,
  CompleteTwoFactorLoginDocument,
  ConfirmTwoFactorEnrolmentDocument,
  DisableTwoFactorDocument,
  LoginDocument,
} from '@/generated/graphql';
import { accountFixture, graphqlError, hottestPeppersMock, meMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';

function section() {
  return within(screen.getByRole('region', { name: 'Two-factor authentication' }));
}

describe('Two-factor authentication', () => {
  it('profile: enrol with the QR code, a wrong code is explained, the right one shows the recovery codes', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);
    renderApp({
      route: '/profile',
      mocks: [
        meMock(),
        {
          request: { query: BeginTwoFactorEnrolmentDocument },
          result: {
            data: {
              beginTwoFactorEnrolment: {
                __typename: 'TwoFactorEnrolmentType',
                secret: 'JBSWY3DPEHPK3PXP',
                otpauthUrl: 'otpauth://totp/x',
                qrCodeDataUrl: 'data:image/png;base64,AAAA',
              },
            },
          },
        },
        {
          request: { query: ConfirmTwoFactorEnrolmentDocument, variables: { code: '111111' } },
          result: graphqlError('The code is incorrect or was already used.', 'BAD_USER_INPUT', {
            fields: { code: 'twoFactorCodeInvalid' },
          }),
        },
        {
          request: { query: ConfirmTwoFactorEnrolmentDocument, variables: { code: '123456' } },
          result: { data: { confirmTwoFactorEnrolment: codes } },
        },
        meMock(accountFixture({ twoFactorEnabled: true })),
      ],
    });
    await screen.findByRole('region', { name: 'Two-factor authentication' });
    fireEvent.click(section().getByRole('button', { name: 'Turn on two-factor authentication' }));
    expect((await section().findByRole('img', { name: 'QR code for your authenticator app' })).getAttribute('src')).toBe(
      'data:image/png;base64,AAAA',
    );
    expect(section().getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    fireEvent.change(section().getByLabelText('Authentication code'), { target: { value: '111111' } });
    fireEvent.click(section().getByRole('button', { name: 'Confirm and turn on' }));
    expect(await section().findByText('The code is incorrect or was already used.')).toBeTruthy();
    fireEvent.change(section().getByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(section().getByRole('button', { name: 'Confirm and turn on' }));
    expect(await section().findByText('abcde-fgh0k')).toBeTruthy();
    expect(section().getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(section().getByRole('button', { name: 'I saved my recovery codes' }));
    expect(await section().findByText('Two-factor authentication is on.')).toBeTruthy();
  });

  it('profile: turning it off asks for the password and a code (Hebrew)', async () => {
    storeSession({ role: 'user', isActive: true });
    renderApp({
      route: '/profile',
      mocks: [
        meMock(accountFixture({ twoFactorEnabled: true })),
        {
          request: { query: DisableTwoFactorDocument, variables: { input: { password: 'secret-1', code: '654321' } } },
          result: { data: { disableTwoFactor: { __typename: 'User', id: '1', twoFactorEnabled: false } } },
        },
        meMock(accountFixture({ twoFactorEnabled: false })),
      ],
    });
    const region = await screen.findByRole('region', { name: 'אימות דו-שלבי' });
    const off = within(region).getByRole('button', { name: 'כיבוי אימות דו-שלבי' });
    expect(off.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(region).getByLabelText('סיסמה'), { target: { value: 'secret-1' } });
    fireEvent.change(within(region).getByLabelText('קוד אימות'), { target: { value: '654321' } });
    fireEvent.click(off);
    expect(await screen.findByText('האימות הדו-שלבי כובה.')).toBeTruthy();
    expect(await within(region).findByRole('button', { name: 'הפעלת אימות דו-שלבי' })).toBeTruthy();
  });

  it('sign-in of an enrolled member asks for the code and completes with it', async () => {
    storeLanguage('en');
    const input = { email: 'dana@example.com', password: 'secret-1' };
    const { router } = renderApp({
      route: '/login',
      mocks: [
        {
          request: { query: LoginDocument, variables: { input } },
          result: graphqlError('Enter the code', 'TWO_FACTOR_REQUIRED', { challenge: 'chal-1' }),
        },
        {
          request: { query: CompleteTwoFactorLoginDocument, variables: { input: { challenge: 'chal-1', code: '000000' } } },
          result: graphqlError('The code is incorrect or was already used.', 'BAD_USER_INPUT', {
            fields: { code: 'twoFactorCodeInvalid' },
          }),
        },
        {
          request: { query: CompleteTwoFactorLoginDocument, variables: { input: { challenge: 'chal-1', code: '123456' } } },
          result: {
            data: {
              completeTwoFactorLogin: {
                __typename: 'AuthPayload',
                accessToken: 'jwt-2fa',
                user: accountFixture({ twoFactorEnabled: true }),
              },
            },
          },
        },
        hottestPeppersMock(),
      ],
    });
    const main = within(screen.getByRole('main'));
    fireEvent.change(main.getByLabelText('Email'), { target: { value: input.email } });
    fireEvent.change(main.getByLabelText('Password'), { target: { value: input.password } });
    fireEvent.click(main.getByRole('button', { name: 'Log in' }));
    const code = await main.findByLabelText('Authentication code');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(main.getByRole('button', { name: 'Verify' }));
    expect(await main.findByText('The code is incorrect or was already used.')).toBeTruthy();
    fireEvent.change(main.getByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(main.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-2fa');
  });

  it('admin panel: with the setting on, an admin without two-factor is sent to enrol first', async () => {
    storeLanguage('en');
    storeSession({ role: 'admin', isActive: true, twoFactorEnabled: false });
    renderApp({
      route: '/admin',
      mocks: [
        meMock(accountFixture({ role: 'admin', twoFactorEnabled: false })),
        {
          request: { query: AccountSecurityPolicyDocument },
          result: {
            data: {
              accountSecurityPolicy: { __typename: 'AccountSecurityPolicy', emailVerification: true, captcha: true, twoFactor: true },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('Administrators must turn on two-factor authentication before using the admin panel.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Turn on two-factor authentication' }).getAttribute('href')).toBe('/profile');
  });
});
