import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResetSettingsDocument, UpdateSettingsDocument } from '@/generated/graphql';
import { graphqlError, meMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession, type RenderAppOptions } from '@/test/renderApp';
import { adminAccount, settingsFixture, settingsMock } from '../testing/moderationMocks';

function openSettings(mocks: RenderAppOptions['mocks'] = []) {
  storeLanguage('en');
  storeSession({ id: '1', username: 'admin', role: 'admin', isActive: true });
  return renderApp({ route: '/admin?tab=settings', mocks: [meMock(adminAccount), settingsMock(), ...(mocks ?? [])] });
}

describe('Settings tab', () => {
  it('shows every stored setting', async () => {
    openSettings();
    expect(((await screen.findByLabelText('Comments per page')) as HTMLInputElement).value).toBe('20');
    expect((screen.getByLabelText('Password minimum length') as HTMLInputElement).value).toBe('8');
    expect((screen.getByLabelText('Login attempt limit') as HTMLInputElement).value).toBe('5');
    expect((screen.getByRole('checkbox', { name: 'Email verification' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'CAPTCHA' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Two-factor authentication' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Save settings' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('All settings are saved.')).toBeTruthy();
  });

  it('refuses values outside the ranges before sending anything', async () => {
    openSettings();
    const perPage = await screen.findByLabelText('Comments per page');
    fireEvent.change(perPage, { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Login attempt limit'), { target: { value: '101' } });
    expect(screen.getByText('2 unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted settings.');
    expect(perPage.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a whole number from 5 to 100.')).toBeTruthy();
    expect(screen.getByText('Enter a whole number from 1 to 100.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(perPage));
  });

  it('saves only what changed, and shows the server’s range refusal per field', async () => {
    openSettings([
      {
        request: { query: UpdateSettingsDocument, variables: { input: { commentsPerPage: 10, twoFactor: true } } },
        result: { data: { __typename: 'Mutation', updateSettings: settingsFixture({ commentsPerPage: 10, twoFactor: true }) } },
      },
      {
        request: { query: UpdateSettingsDocument, variables: { input: { passwordMinLength: 12 } } },
        result: graphqlError('Out of range: passwordMinLength', 'BAD_USER_INPUT', {
          fields: { passwordMinLength: 'settingOutOfRange' },
        }),
      },
    ]);
    fireEvent.change(await screen.findByLabelText('Comments per page'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Two-factor authentication' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The settings have been saved.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('All settings are saved.')).toBeTruthy());
    expect((screen.getByLabelText('Comments per page') as HTMLInputElement).value).toBe('10');

    const passwordMin = screen.getByLabelText('Password minimum length');
    fireEvent.change(passwordMin, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(passwordMin.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a whole number from 6 to 128.')).toBeTruthy();
  });

  it('resets to the defaults after confirmation', async () => {
    storeLanguage('en');
    storeSession({ id: '1', username: 'admin', role: 'admin', isActive: true });
    renderApp({
      route: '/admin?tab=settings',
      mocks: [
        meMock(adminAccount),
        settingsMock(settingsFixture({ commentsPerPage: 50, captcha: false })),
        {
          request: { query: ResetSettingsDocument },
          result: { data: { __typename: 'Mutation', resetSettings: settingsFixture() } },
        },
      ],
    });
    await waitFor(async () =>
      expect(((await screen.findByLabelText('Comments per page')) as HTMLInputElement).value).toBe('50'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Reset the settings' }));
    expect(document.activeElement).toBe(dialog.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('The settings are back to their default values.')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Comments per page') as HTMLInputElement).value).toBe('20'));
    expect((screen.getByRole('checkbox', { name: 'CAPTCHA' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: 'Reset to defaults' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
