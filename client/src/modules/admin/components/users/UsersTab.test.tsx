import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AdminUserDocument,
  CreateUserDocument,
  DeleteUserDocument,
  SetUserActiveDocument,
  SetUserRoleDocument,
  type AdminUserFieldsFragment,
} from '@/generated/graphql';
import { accountFixture, adminUserFixture, adminUsersMock, graphqlError, meMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';

const me = accountFixture({ id: '1', role: 'admin', username: 'admin', firstName: 'Dana' });
const adminRow = adminUserFixture({ id: '1', username: 'admin', firstName: 'Dana', lastName: 'Levi', role: 'admin' });
const member = adminUserFixture();
const moderator = adminUserFixture({ id: '3', username: 'moshe.grower', firstName: 'Moshe', role: 'moderator' });

function renderUsersTab(
  mocks: ReadonlyArray<object>,
  users: AdminUserFieldsFragment[] = [adminRow, member, moderator],
) {
  storeSession({ role: 'admin', isActive: true, username: 'admin' });
  return renderApp({ route: '/admin?tab=users', mocks: [meMock(me), adminUsersMock(users), ...(mocks as [])] });
}

async function row(username: string) {
  const cell = await screen.findByText(`@${username}`);
  return within(cell.closest('tr')!);
}

/** Opens the row's "⋯" menu (no live role select, no row of buttons) and returns one of its items. */
function menuItem(inRow: Awaited<ReturnType<typeof row>>, username: string, item: string, more = 'More actions for') {
  const name = `${more} ${username}`;
  fireEvent.click(inRow.getByRole('button', { name }));
  return within(screen.getByRole('menu', { name })).getByRole('menuitem', { name: item });
}

/** Closes the open row menu. */
function closeMenu() {
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
}

describe('Admin users tab', () => {
  it('lists the users and protects the admin’s own row', async () => {
    storeLanguage('en');
    renderUsersTab([]);
    expect(await screen.findByText('3 users')).toBeTruthy();
    const own = await row('admin');
    expect(own.getByText('You')).toBeTruthy();
    // No live select in the row: the role is read, and changed from the row's menu.
    expect(own.queryByRole('combobox')).toBeNull();
    expect(own.getByText('Manager')).toBeTruthy();
    expect(menuItem(own, 'admin', 'Make Moderator').hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('menuitem', { name: 'Block' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('menuitem', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
    closeMenu();
    const other = await row('chili_fan');
    expect(menuItem(other, 'chili_fan', 'Block').hasAttribute('disabled')).toBe(false);
    closeMenu();
    expect(other.getByText('user@pepperatlas.dev')).toBeTruthy();
  });

  it('blocks after a confirmation naming the user, and the notice undoes it; unblocking asks too', async () => {
    storeLanguage('en');
    const sent: boolean[] = [];
    const activeMock = (isActive: boolean) => ({
      request: { query: SetUserActiveDocument, variables: { id: '2', isActive } },
      result: () => {
        sent.push(isActive);
        return { data: { setUserActive: { __typename: 'User', id: '2', isActive } } };
      },
    });
    renderUsersTab([activeMock(false), activeMock(true), activeMock(false), activeMock(true)]);
    const user = await row('chili_fan');
    fireEvent.click(menuItem(user, 'chili_fan', 'Block'));
    let dialog = screen.getByRole('alertdialog', { name: 'Block user' });
    expect(within(dialog).getByText(/^Block chili_fan\? They are signed out at once/)).toBeTruthy();
    // Cancel sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    expect(user.getByText('Active')).toBeTruthy();

    fireEvent.click(menuItem(user, 'chili_fan', 'Block'));
    dialog = screen.getByRole('alertdialog', { name: 'Block user' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    const notice = (await screen.findByText('chili_fan has been blocked and signed out.')).closest('.notice') as HTMLElement;
    expect(user.getByText('Blocked')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('The change to chili_fan was undone.')).toBeTruthy();
    await waitFor(() => expect(user.getByText('Active')).toBeTruthy());
    expect(sent).toEqual([false, true]);

    fireEvent.click(menuItem(user, 'chili_fan', 'Block'));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Block user' })).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('chili_fan has been blocked and signed out.')).toBeTruthy();
    fireEvent.click(menuItem(user, 'chili_fan', 'Unblock'));
    dialog = screen.getByRole('alertdialog', { name: 'Unblock user' });
    expect(within(dialog).getByText('Unblock chili_fan? They can sign in again.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('chili_fan has been unblocked.')).toBeTruthy();
    expect(user.getByText('Active')).toBeTruthy();
    expect(sent).toEqual([false, true, false, true]);
  });

  it('changes a role after a confirmation, undoes it from the notice, and undoes it when the server refuses', async () => {
    const roles: string[] = [];
    const roleMock = (role: string) => ({
      request: { query: SetUserRoleDocument, variables: { id: '2', role } },
      result: () => {
        roles.push(role);
        return { data: { setUserRole: { __typename: 'User', id: '2', role } } };
      },
    });
    renderUsersTab([
      roleMock('moderator'),
      roleMock('user'),
      {
        request: { query: SetUserRoleDocument, variables: { id: '3', role: 'admin' } },
        result: graphqlError("You don't have permission to perform this action.", 'FORBIDDEN'),
      },
    ]);
    const user = await row('chili_fan');
    fireEvent.click(menuItem(user, 'chili_fan', 'שינוי התפקיד למודרטור', 'פעולות נוספות:'));
    const dialog = screen.getByRole('alertdialog', { name: 'שינוי תפקיד' });
    expect(within(dialog).getByText('לשנות את התפקיד של chili_fan ממשתמש למודרטור?')).toBeTruthy();
    // Nothing changes until confirmed.
    expect(user.getByText('משתמש')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'שינוי תפקיד' }));
    const notice = (await screen.findByText('התפקיד של chili_fan שונה למודרטור.')).closest('.notice') as HTMLElement;
    expect(user.getByText('מודרטור')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'בטל' }));
    expect(await screen.findByText('השינוי ב-chili_fan בוטל.')).toBeTruthy();
    await waitFor(() => expect(user.getByText('משתמש')).toBeTruthy());
    expect(roles).toEqual(['moderator', 'user']);

    const other = await row('moshe.grower');
    fireEvent.click(menuItem(other, 'moshe.grower', 'שינוי התפקיד למנהל', 'פעולות נוספות:'));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'שינוי תפקיד' })).getByRole('button', { name: 'שינוי תפקיד' }));
    expect(await screen.findByText('אין לך הרשאה לבצע את הפעולה הזו.')).toBeTruthy();
    await waitFor(() => expect(other.getByText('מודרטור')).toBeTruthy());
  });

  it('deletes after confirmation; Escape cancels and gives focus back', async () => {
    storeLanguage('en');
    renderUsersTab([
      {
        request: { query: DeleteUserDocument, variables: { id: '2' } },
        result: { data: { deleteUser: true } },
      },
      adminUsersMock([adminRow, moderator]),
    ]);
    const user = await row('chili_fan');
    const more = user.getByRole('button', { name: 'More actions for chili_fan' });
    fireEvent.click(menuItem(user, 'chili_fan', 'Delete'));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete user' });
    expect(within(dialog).getByText('Are you sure you want to delete this item?')).toBeTruthy();
    expect(within(dialog).getByText('chili_fan will be deleted. This cannot be undone.')).toBeTruthy();
    // Cancel has the focus; Escape closes and focus returns to the row's menu button.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(more);

    fireEvent.click(menuItem(user, 'chili_fan', 'Delete'));
    dialog = screen.getByRole('alertdialog', { name: 'Delete user' });
    // Tab stays inside the dialog.
    const buttons = within(dialog).getAllByRole('button');
    buttons[buttons.length - 1]!.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(buttons[0]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('chili_fan has been deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('@chili_fan')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText('2 users')).toBeTruthy();
  });

  it('creates a user in a modal form with the sign-up rules and the server’s field errors', async () => {
    storeLanguage('en');
    const input = {
      username: 'new_grower',
      email: 'grower@example.com',
      password: 'hot-pepper-1',
      firstName: 'Avi',
      lastName: 'Peretz',
      role: 'moderator',
      isActive: true,
    };
    const created = adminUserFixture({
      id: '9',
      username: 'new_grower',
      firstName: 'Avi',
      lastName: 'Peretz',
      role: 'moderator',
    });
    renderUsersTab([
      {
        request: { query: CreateUserDocument, variables: { input } },
        result: graphqlError('This username is already taken', 'CONFLICT', { fields: { username: 'usernameTaken' } }),
      },
      {
        request: { query: CreateUserDocument, variables: { input } },
        result: { data: { createUser: created } },
      },
      adminUsersMock([created, adminRow, member, moderator]),
    ]);
    await screen.findByText('@chili_fan');
    fireEvent.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create a user' }));
    expect(document.activeElement).toBe(dialog.getByLabelText('First name'));

    fireEvent.click(dialog.getByRole('button', { name: 'Create user' }));
    expect(dialog.getByRole('alert').textContent).toBe('Please fill in all required fields');

    const fill = (label: string, value: string) =>
      fireEvent.change(dialog.getByLabelText(label), { target: { value } });
    fill('First name', 'Avi');
    fill('Last name', 'Peretz');
    fill('Username', 'new_grower');
    fill('Email', 'grower@example.com');
    fill('Password', 'abc');
    fill('Role', 'moderator');
    fireEvent.click(dialog.getByRole('button', { name: 'Create user' }));
    expect(dialog.getByRole('alert').textContent).toBe('Password must be at least 6 characters long');

    fill('Password', 'hot-pepper-1');
    fireEvent.click(dialog.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe('This username is already taken'));
    expect(dialog.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(dialog.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('The user new_grower has been created.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('@new_grower')).toBeTruthy();
  });

  it('opens a user’s details', async () => {
    storeLanguage('en');
    renderUsersTab([
      {
        request: { query: AdminUserDocument, variables: { id: '2' } },
        result: { data: { user: { ...member, bio: 'Loves Scotch Bonnets.' } } },
      },
    ]);
    const user = await row('chili_fan');
    fireEvent.click(user.getByRole('button', { name: 'Details of chili_fan' }));
    const dialog = within(screen.getByRole('dialog', { name: 'User details' }));
    expect(dialog.getByText('Noa Cohen')).toBeTruthy();
    expect(await dialog.findByText('Loves Scotch Bonnets.')).toBeTruthy();
    fireEvent.click(dialog.getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('filters by role and status, searches and sorts through the URL', async () => {
    storeLanguage('en');
    const { router } = renderUsersTab([
      adminUsersMock([moderator], { role: 'moderator' }),
      adminUsersMock([], { role: 'moderator', isActive: false }),
    ]);
    await screen.findByText('@chili_fan');
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'moderator' } });
    expect(await screen.findByText('1 user')).toBeTruthy();
    expect(screen.queryByText('@chili_fan')).toBeNull();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'blocked' } });
    expect(await screen.findByText('No users found')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=users&role=moderator&status=blocked');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=users'));
  });
});
