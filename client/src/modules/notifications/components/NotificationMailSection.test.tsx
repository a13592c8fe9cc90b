import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationMailPreferencesDocument, UpdateNotificationMailPreferencesDocument } from '@/generated/graphql';
import { graphqlError, meMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';

const prefs = (over: Partial<{ mention: string; reply: string; watched: string; emailVerified: boolean }> = {}) => ({
  __typename: 'NotificationMailPreferences' as const,
  mention: 'immediate',
  reply: 'immediate',
  watched: 'daily',
  emailVerified: true,
  ...over,
});

const prefsMock = (over: Parameters<typeof prefs>[0] = {}) => ({
  request: { query: NotificationMailPreferencesDocument },
  result: { data: { notificationMailPreferences: prefs(over) } },
});

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('Notification mails (profile)', () => {
  it('English: shows each kind with its frequency and saves a change at once', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    renderApp({
      route: '/profile',
      mocks: [
        meMock(),
        prefsMock(),
        {
          request: { query: UpdateNotificationMailPreferencesDocument, variables: { input: { watched: 'never' } } },
          result: { data: { updateNotificationMailPreferences: prefs({ watched: 'never' }) } },
        },
      ],
    });
    await screen.findByRole('region', { name: 'Notification mails' });
    const mentions = (await section('Notification mails').findByLabelText('Mentions of my username')) as HTMLSelectElement;
    expect(mentions.value).toBe('immediate');
    const watched = section('Notification mails').getByLabelText('New comments in topics I watch') as HTMLSelectElement;
    expect(watched.value).toBe('daily');
    expect([...watched.options].map((o) => o.textContent)).toEqual(['Mail at once', 'Daily digest', 'No mail']);
    expect(section('Notification mails').queryByRole('note')).toBeNull();
    fireEvent.change(watched, { target: { value: 'never' } });
    expect(await screen.findByText('Mail settings saved')).toBeTruthy();
    await waitFor(() => expect(watched.value).toBe('never'));
  });

  it('Hebrew: says that nothing is mailed before the address is confirmed, and shows a refused change', async () => {
    storeLanguage('he');
    storeSession({ role: 'user', isActive: true });
    renderApp({
      route: '/profile',
      mocks: [
        meMock(),
        prefsMock({ emailVerified: false }),
        {
          request: { query: UpdateNotificationMailPreferencesDocument, variables: { input: { mention: 'daily' } } },
          result: graphqlError('Too many requests', 'TOO_MANY_REQUESTS'),
        },
      ],
    });
    await screen.findByRole('region', { name: 'התראות במייל' });
    const mail = section('התראות במייל');
    expect((await mail.findByRole('note')).textContent).toBe('כתובת האימייל שלך עדיין לא אושרה: לא יישלחו אליך מיילים עד שתאשר/י אותה.');
    const mentions = mail.getByLabelText('אזכורים של שם המשתמש שלי') as HTMLSelectElement;
    expect([...mentions.options].map((o) => o.textContent)).toEqual(['מייל מיד', 'סיכום יומי', 'לא במייל']);
    fireEvent.change(mentions, { target: { value: 'daily' } });
    await waitFor(() => expect(screen.queryByText('הגדרות המיילים נשמרו')).toBeNull());
    await waitFor(() => expect(mentions.value).toBe('immediate'));
  });
});
