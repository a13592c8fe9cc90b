import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreateApiKeyDocument, MyApiKeysDocument, RevokeApiKeyDocument, type ApiKeyFieldsFragment } from '@/generated/graphql';
import { accountFixture, graphqlError, meMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';

const SECRET = `pa_${'Ab3_'.repeat(10)}`;

function keyFixture(overrides: Partial<ApiKeyFieldsFragment> = {}): ApiKeyFieldsFragment {
  return {
    __typename: 'ApiKey',
    id: 'k1',
    name: 'Garden app',
    prefix: 'pa_Ab3_Ab3_',
    scopes: ['read'],
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    expiresAt: null,
    lastUsedAt: null,
    revokedAt: null,
    ...overrides,
  };
}

const myKeys = (keys: ApiKeyFieldsFragment[]) => ({ request: { query: MyApiKeysDocument }, result: { data: { __typename: 'Query' as const, myApiKeys: keys } } });

function section(name = 'API keys') {
  return within(screen.getByRole('region', { name }));
}

describe('API keys on the profile', () => {
  it('creates a key, shows it once, lists it, and revokes it after asking', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    const created = keyFixture({ id: 'k2', name: 'Script', prefix: SECRET.slice(0, 11), scopes: ['read', 'write'] });
    renderApp({
      route: '/profile',
      mocks: [
        meMock(),
        myKeys([]),
        {
          request: { query: CreateApiKeyDocument, variables: { input: { name: 'Script', scopes: ['read', 'write'], expiresAt: null } } },
          result: { data: { createApiKey: { __typename: 'CreatedApiKey', key: SECRET, apiKey: created } } },
        },
        myKeys([created]),
        {
          request: { query: RevokeApiKeyDocument, variables: { id: 'k2' } },
          result: { data: { revokeApiKey: { ...created, revokedAt: new Date().toISOString() } } },
        },
      ],
    });
    await screen.findByRole('region', { name: 'API keys' });
    expect(await section().findByText('You have no API keys.')).toBeTruthy();
    // No admin scope for a member.
    expect(section().queryByRole('checkbox', { name: /Admin/ })).toBeNull();
    fireEvent.click(section().getByRole('button', { name: 'Create key' }));
    expect(await section().findByText('Give the key a name (up to 60 characters)')).toBeTruthy();

    fireEvent.change(section().getByLabelText(/^Name/), { target: { value: 'Script' } });
    fireEvent.click(section().getByRole('checkbox', { name: /Write/ }));
    fireEvent.change(section().getByLabelText('Expires'), { target: { value: 'never' } });
    fireEvent.click(section().getByRole('button', { name: 'Create key' }));
    expect((await section().findByTestId('new-api-key')).textContent).toBe(SECRET);
    expect(section().getByText('Copy it now: it will not be shown again.')).toBeTruthy();
    const list = await section().findByRole('list', { name: 'Your API keys' });
    expect(within(list).getByText('Script', { selector: '.api-key__name' })).toBeTruthy();
    expect(within(list).getByText('Write')).toBeTruthy();
    fireEvent.click(section().getByRole('button', { name: 'I have copied it' }));
    expect(section().queryByTestId('new-api-key')).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: /Revoke/ }));
    expect(within(list).getByRole('alert').textContent).toBe('Revoke “Script”? Anything using it stops working at once.');
    fireEvent.click(within(list).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(section().getByRole('listitem').getAttribute('data-status')).toBe('revoked'));
    expect(section().getByRole('listitem').textContent).toContain('Revoked just now');
    expect(section().queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('offers the admin scope to administrators and explains a refusal (Hebrew)', async () => {
    storeLanguage('he');
    storeSession({ role: 'admin', isActive: true });
    renderApp({
      route: '/profile',
      mocks: [
        meMock(accountFixture({ role: 'admin' })),
        myKeys([keyFixture({ scopes: ['read', 'admin'], lastUsedAt: new Date().toISOString() })]),
        {
          request: { query: CreateApiKeyDocument, variables: { input: { name: 'עוד', scopes: ['read', 'admin'], expiresAt: null } } },
          result: graphqlError('A member may hold 20 keys at most: revoke one first.', 'BAD_USER_INPUT', { fields: { name: 'apiKeys.errors.tooMany' } }),
        },
      ],
    });
    await screen.findByRole('region', { name: 'מפתחות API' });
    const list = await section('מפתחות API').findByRole('list', { name: 'מפתחות ה־API שלך' });
    expect(within(list).getByText('ניהול')).toBeTruthy();
    fireEvent.change(section('מפתחות API').getByLabelText(/^שם/), { target: { value: 'עוד' } });
    fireEvent.click(section('מפתחות API').getByRole('checkbox', { name: /ניהול/ }));
    fireEvent.change(section('מפתחות API').getByLabelText('תוקף'), { target: { value: 'never' } });
    fireEvent.click(section('מפתחות API').getByRole('button', { name: 'יצירת מפתח' }));
    expect(await section('מפתחות API').findByText('יש לך 20 מפתחות: בטלו אחד קודם')).toBeTruthy();
  });
});
