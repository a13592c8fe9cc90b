import { STORAGE_KEYS } from '@pepper-atlas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuditLogDocument, DashboardStatsDocument, LoginDocument, MeDocument, PublicSettingsDocument } from '@/generated/graphql';
import { settingsMock } from '@/modules/admin/moderation/testing/moderationMocks';
import {
  accountFixture,
  adminUsersMock,
  adminUserFixture,
  graphqlError,
  meMock,
} from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';

const admin = accountFixture({ role: 'admin', firstName: 'Dana' });

const dashboardMock = {
  request: { query: DashboardStatsDocument },
  result: {
    data: {
      __typename: 'Query',
      dashboardStats: {
        __typename: 'DashboardStats',
        users: 10,
        activeUsers: 9,
        peppers: 42,
        activePeppers: 40,
        topics: 12,
        comments: 57,
        openReports: 2,
        mailUndelivered: false,
        recentActivity: [],
        trend: [
          { __typename: 'DailyActivity', day: '2026-11-24', signUps: 1, posts: 4, reports: 0 },
          { __typename: 'DailyActivity', day: '2026-11-25', signUps: 0, posts: 2, reports: 1 },
          { __typename: 'DailyActivity', day: '2026-11-26', signUps: 3, posts: 7, reports: 0 },
        ],
      },
    },
  },
} as const;

const auditLogMock = {
  request: { query: AuditLogDocument, variables: { skip: 0, take: 10 } },
  result: { data: { __typename: 'Query', auditLog: { __typename: 'AuditList', totalItems: 0, items: [] } } },
} as const;

function loginMock(email: string, password: string, result: object) {
  return { request: { query: LoginDocument, variables: { input: { email, password } } }, result };
}

/** What the server says about its demo accounts (seeded outside production, or with SEED_DEMO=true). */
const publicSettingsMock = (demoAccounts: boolean) => ({
  request: { query: PublicSettingsDocument },
  result: {
    data: { publicSettings: { __typename: 'PublicSettings' as const, passwordMinLength: 6, devMailbox: false, demoAccounts } },
  },
});

async function loginForm() {
  return within(await screen.findByRole('region', { name: /כניסת מנהלים|Admin login/ }));
}

describe('Admin login form', () => {
  it('shows the demo credentials where the demo accounts exist, and asks for email and password in Hebrew', async () => {
    renderApp({ route: '/admin', mocks: [publicSettingsMock(true)] });
    const form = await loginForm();
    expect(await form.findByText('admin@pepperatlas.dev / PepperAdmin1!')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'כניסה' }));
    expect(form.getByRole('alert').textContent).toBe('נא להזין אימייל וסיסמה');
    const email = form.getByLabelText('אימייל');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'נא להזין אימייל וסיסמה',
    );
    expect(document.activeElement).toBe(email);
    fireEvent.change(email, { target: { value: 'a' } });
    expect(form.queryByRole('alert')).toBeNull();
  });

  it('names no demo administrator where none was seeded (production)', async () => {
    renderApp({ route: '/admin', mocks: [publicSettingsMock(false)] });
    const form = await loginForm();
    await waitFor(() => expect(form.getByLabelText('אימייל')).toBeTruthy());
    // Give the settings answer time to arrive: the hint must stay away after it too.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(form.queryByText(/PepperAdmin1!/)).toBeNull();
    expect(form.queryByText(/admin@pepperatlas\.dev/)).toBeNull();
  });

  it('asks in English too', async () => {
    storeLanguage('en');
    renderApp({ route: '/admin' });
    const form = await loginForm();
    fireEvent.change(form.getByLabelText('Email'), { target: { value: 'admin@pepperatlas.dev' } });
    fireEvent.click(form.getByRole('button', { name: 'Log in' }));
    expect(form.getByRole('alert').textContent).toBe('Please enter your email and password');
    expect(form.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's refusal, else the generic 'check your details' message", async () => {
    renderApp({
      route: '/admin',
      mocks: [
        loginMock('admin@pepperatlas.dev', 'wrong', graphqlError('Invalid email or password', 'UNAUTHENTICATED')),
        loginMock('admin@pepperatlas.dev', 'wrong', graphqlError('Something odd', 'SOMETHING_ODD')),
      ],
    });
    const form = await loginForm();
    const attempt = async () => {
      fireEvent.change(form.getByLabelText('אימייל'), { target: { value: 'admin@pepperatlas.dev' } });
      fireEvent.change(form.getByLabelText('סיסמה'), { target: { value: 'wrong' } });
      fireEvent.click(form.getByRole('button', { name: 'כניסה' }));
      expect(form.getByRole('button', { name: 'בודקים הרשאות…' })).toBeTruthy();
      return (await form.findByRole('alert')).textContent;
    };
    expect(await attempt()).toBe('אימייל או סיסמה שגויים');
    expect(await attempt()).toBe('ההתחברות נכשלה. נא לבדוק את הפרטים ולנסות שוב.');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('opens the panel after an admin signs in', async () => {
    storeLanguage('en');
    renderApp({
      route: '/admin',
      mocks: [
        loginMock('admin@pepperatlas.dev', 'PepperAdmin1!', {
          data: { __typename: 'Mutation', login: { __typename: 'AuthPayload', accessToken: 'jwt-admin', user: admin } },
        }),
        dashboardMock,
      ],
    });
    const form = await loginForm();
    fireEvent.change(form.getByLabelText('Email'), { target: { value: 'admin@pepperatlas.dev' } });
    fireEvent.change(form.getByLabelText('Password'), { target: { value: 'PepperAdmin1!' } });
    fireEvent.click(form.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Hello, Dana')).toBeTruthy();
    expect(await screen.findByText('Registered users')).toBeTruthy();
  });
});

describe('Admin gate', () => {
  it("shows 'checking permissions' while the stored session is verified", async () => {
    storeLanguage('en');
    storeSession({ role: 'admin', isActive: true });
    renderApp({ route: '/admin', mocks: [{ ...meMock(admin), delay: 200 }, dashboardMock] });
    expect(await screen.findByText('Checking permissions…')).toBeTruthy();
    expect(await screen.findByText('Hello, Dana')).toBeTruthy();
  });

  it('tells a signed-in non-admin that the account has no admin rights and offers another sign-in', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    renderApp({ route: '/admin', mocks: [meMock()] });
    expect(await screen.findByRole('heading', { name: 'This account has no admin rights' })).toBeTruthy();
    expect(screen.getByText(/You are signed in as Dana Levi \(User\)/)).toBeTruthy();
    expect(await loginForm()).toBeTruthy();
  });

  it('lets the server decide: a stored admin whom `me` reports as a user gets no panel', async () => {
    storeLanguage('en');
    storeSession({ role: 'admin', isActive: true });
    renderApp({ route: '/admin', mocks: [meMock(accountFixture({ role: 'user' }))] });
    expect(await screen.findByRole('heading', { name: 'This account has no admin rights' })).toBeTruthy();
  });
});

describe('Admin panel', () => {
  it('greets the admin, shows real figures and keeps the tab in the URL', async () => {
    storeLanguage('en');
    storeSession({ role: 'admin', isActive: true });
    const { router } = renderApp({
      route: '/admin',
      mocks: [meMock(admin), dashboardMock, auditLogMock, adminUsersMock([adminUserFixture()]), settingsMock()],
    });
    const panelHeader = within((await screen.findByText('Hello, Dana')).closest('header')!);
    // The theme toggle and "Log out" are the main header's: the panel's header does not repeat them.
    expect(panelHeader.queryByRole('button', { name: /^Theme:/ })).toBeNull();
    expect(panelHeader.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Theme:/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Log out' })).toHaveLength(1);
    expect(panelHeader.getByRole('link', { name: 'GraphQL explorer' }).getAttribute('href')).toBe('/graphiql');

    const figure = async (label: string) =>
      (await screen.findByText(label)).parentElement?.querySelector('dd')?.textContent;
    expect(await figure('Registered users')).toBe('10');
    expect(await figure('Peppers in the catalogue')).toBe('42');
    expect(await figure('Comments')).toBe('57');
    // The trend: one small chart per series, its total and busiest day in words, the first and last day under it.
    expect(screen.getByRole('heading', { name: 'The last 3 days' })).toBeTruthy();
    const signUps = screen.getByRole('figure', { name: 'Sign-ups 4 in 3 days; busiest day: 3' });
    expect(signUps.querySelector('.trend-chart__axis')?.textContent).toBe('Nov 24Nov 26');
    expect(signUps.querySelector('.trend-chart__line')?.getAttribute('d')).toMatch(/^M4\.0 [\d.]+L150\.0 76\.0L296\.0 4\.0$/);
    expect(screen.getByRole('figure', { name: 'Posts (topics and comments) 13 in 3 days; busiest day: 7' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Reports 1 in 3 days; busiest day: 1' })).toBeTruthy();

    const tablist = screen.getByRole('tablist', { name: 'Control panel sections' });
    const dashboard = within(tablist).getByRole('tab', { name: 'Dashboard' });
    expect(dashboard.getAttribute('aria-selected')).toBe('true');
    expect(dashboard.tabIndex).toBe(0);
    dashboard.focus();
    fireEvent.keyDown(dashboard, { key: 'ArrowRight' });
    const users = within(tablist).getByRole('tab', { name: 'Users' });
    expect(users.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(users);
    expect(router.state.location.search).toBe('?tab=users');
    expect(screen.getByRole('tabpanel', { name: 'Users' })).toBeTruthy();
    expect(await screen.findByText('@chili_fan')).toBeTruthy();

    fireEvent.keyDown(users, { key: 'End' });
    expect(router.state.location.search).toBe('?tab=settings');
    expect(await screen.findByRole('heading', { name: 'Site settings' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(router.state.location.search).toBe('');
  });

  it('moves through the tabs right to left in Hebrew', async () => {
    storeSession({ role: 'admin', isActive: true });
    const { router } = renderApp({ route: '/admin?tab=topics', mocks: [meMock(admin)] });
    const tab = await screen.findByRole('tab', { name: 'נושאים' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab, { key: 'ArrowLeft' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=peppers'));
  });

  it('logs out after confirmation', async () => {
    storeLanguage('en');
    storeSession({ role: 'admin', isActive: true });
    vi.stubGlobal('confirm', () => true);
    const { router } = renderApp({ route: '/admin?tab=reports', mocks: [meMock(admin)] });
    await screen.findByText('Hello, Dana');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('treats a failed permissions check by the server as a logout', async () => {
    storeLanguage('en');
    storeSession({ role: 'admin', isActive: true });
    const { router } = renderApp({
      route: '/admin',
      mocks: [{ request: { query: MeDocument }, result: graphqlError('Session expired', 'UNAUTHENTICATED') }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
