import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@pepper-atlas/domain';
import { CancelEmailChangeDocument } from '@/generated/graphql';
import { graphqlError } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';

describe('Cancelling an email change (the link mailed to the old address)', () => {
  it('cancels on arrival, forgets the session of this browser and suggests a new password', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    renderApp({
      route: '/cancel-email-change?token=cancel-1',
      mocks: [{ request: { query: CancelEmailChangeDocument, variables: { token: 'cancel-1' } }, result: { data: { cancelEmailChange: true } } }],
    });
    expect(
      await screen.findByText('The email change was cancelled, and every device was signed out of your account.'),
    ).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull());
    expect(screen.getByRole('link', { name: 'Choose a new password' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('an invalid or used link is explained, in Hebrew', async () => {
    renderApp({
      route: '/cancel-email-change?token=used',
      mocks: [
        {
          request: { query: CancelEmailChangeDocument, variables: { token: 'used' } },
          result: graphqlError('This link is invalid or has expired.', 'BAD_USER_INPUT', { fields: { token: 'cancelLinkInvalid' } }),
        },
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('הקישור אינו תקין, כבר נעשה בו שימוש או שפג תוקפו.');
    expect(screen.getByRole('heading', { level: 1, name: 'ביטול שינוי כתובת האימייל' })).toBeTruthy();
  });
});
