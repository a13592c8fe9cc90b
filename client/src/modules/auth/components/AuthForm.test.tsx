import { STORAGE_KEYS } from '@pepper-atlas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginDocument, RegisterDocument } from '@/generated/graphql';
import { accountFixture, graphqlError, hottestPeppersMock, topicsMock } from '@/test/fixtures';
import { renderApp, storeLanguage } from '@/test/renderApp';

function form() {
  return within(screen.getByRole('main'));
}

function type(label: string, value: string) {
  fireEvent.change(form().getByLabelText(label), { target: { value } });
}

function submit(name: string) {
  fireEvent.click(form().getByRole('button', { name }));
}

function alertText() {
  return form().getByRole('alert').textContent;
}

const signUpValues = {
  Username: 'new_grower',
  Email: 'grower@example.com',
  Password: 'hot-pepper-1',
  'Confirm password': 'hot-pepper-1',
  'First name': 'Avi',
  'Last name': 'Peretz',
};

function fillSignUp(values: Partial<typeof signUpValues> = {}) {
  for (const [label, value] of Object.entries({ ...signUpValues, ...values })) type(label, value);
}

const registerInput = {
  username: 'new_grower',
  email: 'grower@example.com',
  password: 'hot-pepper-1',
  firstName: 'Avi',
  lastName: 'Peretz',
};

describe('Login page: sign in and sign up', () => {
  it('requires email and password to sign in, marking both fields', () => {
    storeLanguage('en');
    renderApp({ route: '/login' });
    submit('Log in');
    expect(alertText()).toBe('Please fill in all required fields');
    const email = form().getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('This field is required');
    expect(form().getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    // Focus goes to the first field to fix.
    expect(document.activeElement).toBe(email);
  });

  it('clears the error text on typing', () => {
    storeLanguage('en');
    renderApp({ route: '/login' });
    submit('Log in');
    expect(form().queryByRole('alert')).not.toBeNull();
    type('Email', 'a');
    expect(form().queryByRole('alert')).toBeNull();
    expect(form().getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('toggling between sign in and sign up clears the fields and the error', () => {
    storeLanguage('en');
    renderApp({ route: '/login' });
    type('Email', 'dana@example.com');
    submit('Log in');
    expect(alertText()).toBe('Please fill in all required fields');

    fireEvent.click(screen.getByRole('button', { name: 'Sign up', pressed: false }));
    expect(form().queryByRole('alert')).toBeNull();
    expect((form().getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect(form().getByLabelText('Username')).toBeTruthy();
    expect(form().getByLabelText('Confirm password')).toBeTruthy();

    type('Username', 'someone');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in', pressed: false }));
    expect(form().queryByLabelText('Username')).toBeNull();
    expect((form().getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it('applies the sign-up rules: required fields, matching passwords, 6 characters', () => {
    storeLanguage('en');
    renderApp({ route: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up', pressed: false }));

    type('Username', 'new_grower');
    submit('Create account');
    expect(alertText()).toBe('Please fill in all required fields');

    fillSignUp({ 'Confirm password': 'something-else' });
    submit('Create account');
    expect(alertText()).toBe('Passwords do not match');
    const confirm = form().getByLabelText('Confirm password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!)?.textContent).toBe('Passwords do not match');

    fillSignUp({ Password: 'abc', 'Confirm password': 'abc' });
    submit('Create account');
    expect(alertText()).toBe('Password must be at least 6 characters long');
  });

  it('says the same in Hebrew', () => {
    renderApp({ route: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'הרשמה', pressed: false }));
    fireEvent.click(form().getByRole('button', { name: 'יצירת חשבון' }));
    expect(alertText()).toBe('נא למלא את כל שדות החובה');

    const fill = (label: string, value: string) => fireEvent.change(form().getByLabelText(label), { target: { value } });
    fill('שם משתמש', 'new_grower');
    fill('אימייל', 'grower@example.com');
    fill('סיסמה', 'abc');
    fill('אימות סיסמה', 'abd');
    fill('שם פרטי', 'אבי');
    fill('שם משפחה', 'פרץ');
    fireEvent.click(form().getByRole('button', { name: 'יצירת חשבון' }));
    expect(alertText()).toBe('הסיסמה חייבת להכיל לפחות 6 תווים');

    fill('אימות סיסמה', 'abc');
    fill('סיסמה', 'abcdefg');
    fireEvent.click(form().getByRole('button', { name: 'יצירת חשבון' }));
    expect(alertText()).toBe('הסיסמאות אינן תואמות');
  });

  it("shows the server's refusal inline and keeps the visitor on the page", async () => {
    storeLanguage('en');
    const { router } = renderApp({
      route: '/login',
      mocks: [
        {
          request: { query: LoginDocument, variables: { input: { email: 'dana@example.com', password: 'wrong-one' } } },
          result: graphqlError('Invalid email or password', 'UNAUTHENTICATED'),
        },
      ],
    });
    type('Email', 'dana@example.com');
    type('Password', 'wrong-one');
    submit('Log in');
    expect(form().getByRole('button', { name: 'Signing in…' }).hasAttribute('disabled')).toBe(true);
    expect(await form().findByRole('alert')).toHaveProperty('textContent', 'Invalid email or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it("translates the server's refusal, and falls back to 'Authentication failed'", async () => {
    const { i18n } = renderApp({
      route: '/login',
      mocks: [
        {
          request: {
            query: LoginDocument,
            variables: { input: { email: 'kevin@example.com', password: 'Community1!' } },
          },
          result: graphqlError('Your account is blocked.', 'FORBIDDEN'),
        },
        {
          request: {
            query: LoginDocument,
            variables: { input: { email: 'kevin@example.com', password: 'Community1!' } },
          },
          result: graphqlError('Teapot', 'I_AM_A_TEAPOT'),
        },
      ],
    });
    fireEvent.change(form().getByLabelText('אימייל'), { target: { value: 'kevin@example.com' } });
    fireEvent.change(form().getByLabelText('סיסמה'), { target: { value: 'Community1!' } });
    fireEvent.click(form().getByRole('button', { name: 'כניסה' }));
    expect(await form().findByText('החשבון שלך חסום. נא לפנות למנהלי האתר.')).toBeTruthy();

    await i18n.changeLanguage('en');
    fireEvent.click(form().getByRole('button', { name: 'Log in' }));
    expect(await form().findByText('Authentication failed')).toBeTruthy();
  });

  it("puts the server's field errors next to the fields, with the server's password minimum", async () => {
    storeLanguage('en');
    renderApp({
      route: '/login',
      mocks: [
        {
          request: { query: RegisterDocument, variables: { input: registerInput } },
          result: graphqlError('This email is already registered', 'CONFLICT', { fields: { email: 'emailTaken' } }),
        },
        {
          request: { query: RegisterDocument, variables: { input: { ...registerInput, password: 'hot-pep' } } },
          // The server names its minimum in extensions.passwordMin; the message is English only.
          result: graphqlError('Password must be at least 8 characters long', 'BAD_USER_INPUT', {
            fields: { password: 'passwordTooShort', email: 'emailInvalid' },
            passwordMin: 8,
          }),
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up', pressed: false }));
    fillSignUp();
    submit('Create account');
    await waitFor(() => expect(alertText()).toBe('This email is already registered'));
    const email = form().getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('This email is already registered');

    fillSignUp({ Password: 'hot-pep', 'Confirm password': 'hot-pep' });
    submit('Create account');
    await waitFor(() => expect(alertText()).toBe('Password must be at least 8 characters long'));
    expect(form().getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('signs in, stores the session and returns to the page the visitor came from', async () => {
    storeLanguage('en');
    const user = accountFixture();
    const { router } = renderApp({
      route: { pathname: '/login', state: { from: '/forum' } },
      mocks: [
        {
          request: { query: LoginDocument, variables: { input: { email: 'dana@example.com', password: 'secret-1' } } },
          result: {
            data: { __typename: 'Mutation', login: { __typename: 'AuthPayload', accessToken: 'jwt-1', user } },
          },
        },
        topicsMock(),
      ],
    });
    type('Email', ' dana@example.com ');
    type('Password', 'secret-1');
    submit('Log in');
    // A second click while the first is on its way sends nothing more.
    fireEvent.submit(form().getByRole('form', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/forum'));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({
      id: '1',
      role: 'user',
      isActive: true,
    });
    expect(screen.getByRole('link', { name: /Signed in as Dana Levi/ }).getAttribute('href')).toBe('/profile');
    expect(await screen.findByText('Welcome back, Dana Levi!')).toBeTruthy();
  });

  it('creates an account and goes home', async () => {
    storeLanguage('en');
    const user = accountFixture({ id: '9', username: 'new_grower', firstName: 'Avi', lastName: 'Peretz' });
    const { router } = renderApp({
      route: '/login',
      mocks: [
        {
          request: { query: RegisterDocument, variables: { input: registerInput } },
          result: {
            data: { __typename: 'Mutation', register: { __typename: 'AuthPayload', accessToken: 'jwt-9', user } },
          },
        },
        hottestPeppersMock(),
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up', pressed: false }));
    fillSignUp();
    submit('Create account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-9');
    expect(await screen.findByText('Welcome to Pepper Atlas, Avi Peretz! Your account is ready.')).toBeTruthy();
  });

  it('has a back-to-home link', () => {
    storeLanguage('en');
    renderApp({ route: '/login' });
    expect(form().getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
