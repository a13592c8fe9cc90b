import { STORAGE_KEYS } from '@pepper-atlas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangePasswordDocument, DiscardPendingEmailDocument, LoginDocument, UpdateProfileDocument } from '@/generated/graphql';
import { accountFixture, graphqlError, meMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('Profile page', () => {
  it('sends guests to the login page and brings them back after signing in', async () => {
    storeLanguage('en');
    const user = accountFixture();
    const { router } = renderApp({
      route: '/profile',
      mocks: [
        {
          request: { query: LoginDocument, variables: { input: { email: 'dana@example.com', password: 'secret-1' } } },
          result: { data: { login: { __typename: 'AuthPayload', accessToken: 'jwt-1', user } } },
        },
      ],
    });
    expect(router.state.location.pathname).toBe('/login');
    const main = within(screen.getByRole('main'));
    fireEvent.change(main.getByLabelText('Email'), { target: { value: 'dana@example.com' } });
    fireEvent.change(main.getByLabelText('Password'), { target: { value: 'secret-1' } });
    fireEvent.click(main.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Levi' })).toBeTruthy();
  });

  it("shows the signed-in user's details, reached from the header", async () => {
    storeLanguage('en');
    storeSession({ role: 'admin', isActive: true });
    const { router } = renderApp({ route: '/login', mocks: [meMock(accountFixture({ role: 'admin' }))] });
    fireEvent.click(screen.getByRole('link', { name: /Signed in as Dana Levi/ }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Levi' })).toBeTruthy();
    const card = within(screen.getByRole('region', { name: 'Dana Levi' }));
    expect(card.getByText('@dana')).toBeTruthy();
    expect(card.getByText('dana@example.com')).toBeTruthy();
    // admin is shown as "manager"
    expect(card.getAllByText('Manager').length).toBeGreaterThan(0);
    expect(card.getByText('Mar 1, 2024')).toBeTruthy();
    expect(card.getByText('4')).toBeTruthy();
    expect(card.getByText('Grows habaneros on the balcony.')).toBeTruthy();
    expect(card.getByText('DL')).toBeTruthy();
  });

  it('edits the profile with the domain rules and the server’s field errors', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    const input = {
      firstName: 'Danielle',
      lastName: 'Levi',
      username: 'taken_name',
      email: 'dana@example.com',
      bio: 'Grows habaneros on the balcony.',
    };
    renderApp({
      route: '/profile',
      mocks: [
        meMock(),
        {
          request: { query: UpdateProfileDocument, variables: { input } },
          result: graphqlError('This username is already taken', 'CONFLICT', { fields: { username: 'usernameTaken' } }),
        },
        {
          request: { query: UpdateProfileDocument, variables: { input: { ...input, username: 'dana_l' } } },
          result: {
            data: { updateProfile: accountFixture({ firstName: 'Danielle', username: 'dana_l' }) },
          },
        },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Dana Levi' });
    const form = section('Edit profile');
    const save = form.getByRole('button', { name: 'Save changes' });
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.change(form.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(save);
    expect(form.getByRole('alert').textContent).toBe('Invalid email address');
    expect(form.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(form.getByLabelText('Email'), { target: { value: 'dana@example.com' } });
    fireEvent.change(form.getByLabelText('First name'), { target: { value: 'Danielle' } });
    fireEvent.change(form.getByLabelText('Username'), { target: { value: 'taken_name' } });
    fireEvent.click(save);
    await waitFor(() => expect(form.getByRole('alert').textContent).toBe('This username is already taken'));
    const username = form.getByLabelText('Username');
    expect(document.getElementById(username.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent).toBe(
      'This username is already taken',
    );

    fireEvent.change(username, { target: { value: 'dana_l' } });
    fireEvent.click(save);
    expect(await screen.findByText('Your profile has been updated.')).toBeTruthy();
    // The card, the header and the stored user follow.
    expect(await screen.findByRole('heading', { level: 1, name: 'Danielle Levi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Signed in as Danielle Levi/ })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({ username: 'dana_l' });
  });

  it('changes the password and keeps the new token', async () => {
    storeSession({ role: 'user', isActive: true });
    const input = { currentPassword: 'old-secret', newPassword: 'new-secret-1', confirmPassword: 'new-secret-1' };
    renderApp({
      route: '/profile',
      mocks: [
        meMock(),
        {
          request: { query: ChangePasswordDocument, variables: { input: { ...input, currentPassword: 'wrong' } } },
          result: graphqlError('The current password is incorrect', 'BAD_USER_INPUT', {
            fields: { currentPassword: 'currentPasswordIncorrect' },
          }),
        },
        {
          request: { query: ChangePasswordDocument, variables: { input } },
          result: {
            data: { changePassword: { __typename: 'AuthPayload', accessToken: 'jwt-new', user: accountFixture() } },
          },
        },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Dana Levi' });
    const form = section('שינוי סיסמה');
    const fill = (label: string, value: string) => fireEvent.change(form.getByLabelText(label), { target: { value } });
    const submit = () => fireEvent.click(form.getByRole('button', { name: 'שינוי הסיסמה' }));

    fill('הסיסמה הנוכחית', 'wrong');
    fill('סיסמה חדשה', 'new-secret-1');
    fill('אימות הסיסמה החדשה', 'new-secret-2');
    submit();
    expect(form.getByRole('alert').textContent).toBe('הסיסמאות אינן תואמות');

    fill('אימות הסיסמה החדשה', 'new-secret-1');
    submit();
    await waitFor(() => expect(form.getByRole('alert').textContent).toBe('הסיסמה הנוכחית שגויה'));
    expect(form.getByLabelText('הסיסמה הנוכחית').getAttribute('aria-invalid')).toBe('true');

    fill('הסיסמה הנוכחית', 'old-secret');
    submit();
    expect(await screen.findByText('הסיסמה שונתה. שאר המכשירים נותקו מהחשבון.')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-new');
    expect((form.getByLabelText('סיסמה חדשה') as HTMLInputElement).value).toBe('');
  });

  it('a new email asks for the current password and waits for its link; the pending change can be cancelled (Hebrew)', async () => {
    storeSession({ role: 'user', isActive: true });
    const input = {
      firstName: 'Dana',
      lastName: 'Levi',
      username: 'dana',
      email: 'dana.new@example.com',
      bio: 'Grows habaneros on the balcony.',
    };
    renderApp({
      route: '/profile',
      mocks: [
        meMock(),
        {
          request: { query: UpdateProfileDocument, variables: { input: { ...input, currentPassword: 'wrong' } } },
          result: graphqlError('The current password is incorrect', 'BAD_USER_INPUT', {
            fields: { currentPassword: 'currentPasswordIncorrect' },
          }),
        },
        {
          request: { query: UpdateProfileDocument, variables: { input: { ...input, currentPassword: 'old-secret' } } },
          result: { data: { updateProfile: accountFixture({ pendingEmail: 'dana.new@example.com' }) } },
        },
        {
          request: { query: DiscardPendingEmailDocument },
          result: { data: { discardPendingEmail: accountFixture({ pendingEmail: null }) } },
        },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Dana Levi' });
    const form = section('עריכת הפרופיל');
    expect(form.queryByLabelText('הסיסמה הנוכחית')).toBeNull();
    fireEvent.change(form.getByLabelText('אימייל'), { target: { value: 'dana.new@example.com' } });
    const password = form.getByLabelText('הסיסמה הנוכחית');
    fireEvent.click(form.getByRole('button', { name: 'שמירת השינויים' }));
    expect(form.getByRole('alert').textContent).toBe('כדי לשנות את כתובת האימייל יש להזין את הסיסמה הנוכחית');
    expect(password.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(form.getByRole('button', { name: 'שמירת השינויים' }));
    await waitFor(() => expect(form.getByRole('alert').textContent).toBe('הסיסמה הנוכחית שגויה'));

    fireEvent.change(form.getByLabelText('הסיסמה הנוכחית'), { target: { value: 'old-secret' } });
    fireEvent.click(form.getByRole('button', { name: 'שמירת השינויים' }));
    expect(await screen.findByText('שלחנו קישור לאישור אל dana.new@example.com. הכתובת תשתנה כשהקישור ייפתח.')).toBeTruthy();
    // The form shows the address in force; the notice, the pending one.
    await waitFor(() => expect((form.getByLabelText('אימייל') as HTMLInputElement).value).toBe('dana@example.com'));
    expect(form.queryByLabelText('הסיסמה הנוכחית')).toBeNull();
    const notice = form.getByText(/שלחנו קישור אל dana.new@example.com/);
    expect(notice.textContent).toContain('dana@example.com');

    fireEvent.click(form.getByRole('button', { name: 'ביטול השינוי' }));
    expect(await screen.findByText('שינוי כתובת האימייל בוטל.')).toBeTruthy();
    await waitFor(() => expect(form.queryByText(/שלחנו קישור אל/)).toBeNull());
  });
});
