import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminApiKeysDocument, RevokeApiKeyDocument } from '@/generated/graphql';
import { accountFixture, meMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';

const admin = accountFixture({ role: 'admin', firstName: 'Dana' });

const key = {
  __typename: 'ApiKey' as const,
  id: 'k9',
  name: 'Seed shop sync',
  prefix: 'pa_AbCdEfGh',
  scopes: ['read' as const, 'write' as const],
  createdAt: new Date(Date.now() - 7_200_000).toISOString(),
  expiresAt: null,
  lastUsedAt: new Date().toISOString(),
  revokedAt: null,
  user: { __typename: 'User' as const, id: 'u2', username: 'noa' },
};

describe('Admin panel: API keys tab', () => {
  it("lists every member's keys with their member, and revokes one after asking (Hebrew)", async () => {
    storeLanguage('he');
    storeSession({ role: 'admin', isActive: true });
    renderApp({
      route: '/admin?tab=apiKeys',
      mocks: [
        meMock(admin),
        {
          request: { query: AdminApiKeysDocument, variables: { skip: 0, take: 20, activeOnly: true } },
          result: { data: { adminApiKeys: { __typename: 'ApiKeyList', totalItems: 1, items: [key] } } },
        },
        {
          request: { query: RevokeApiKeyDocument, variables: { id: 'k9' } },
          result: { data: { revokeApiKey: { ...key, user: undefined, revokedAt: new Date().toISOString() } } },
        },
      ],
    });
    const list = await screen.findByRole('list', { name: 'מפתחות API' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('Seed shop sync', { selector: '.api-key__name' })).toBeTruthy();
    expect(item.textContent).toContain('@noa');
    expect(screen.getByText('מפתח אחד')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: /^ביטול/ }));
    fireEvent.click(within(item).getByRole('button', { name: 'ביטול המפתח' }));
    await waitFor(() => expect(item.getAttribute('data-status')).toBe('revoked'));
  });
});
