import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, storeLanguage } from '@/test/renderApp';

describe('the developers page', () => {
  it('explains keys, a first query, scopes, budgets and errors, with links to the IDE and the REST reference (English)', async () => {
    storeLanguage('en');
    renderApp({ route: '/developers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'The Pepper Atlas API' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try queries in the GraphQL IDE' }).getAttribute('href')).toBe('/graphiql');
    expect(screen.getByRole('link', { name: 'REST reference (OpenAPI)' }).getAttribute('href')).toBe('/api/docs');
    expect(screen.getByText(/curl http:\/\/localhost.*\/graphql/)).toBeTruthy();
    expect(screen.getByText(/Authorization: 'Bearer pa_YOUR_KEY'/)).toBeTruthy();
    expect(screen.getByText('{ rateLimit { limit remaining resetAt cost } }')).toBeTruthy();
    for (const code of ['API_KEY_INVALID', 'API_KEY_EXPIRED', 'API_KEY_REVOKED', 'INSUFFICIENT_SCOPE', 'TOO_MANY_REQUESTS']) {
      expect(screen.getByText(code)).toBeTruthy();
    }
  });

  it('reads in Hebrew', async () => {
    storeLanguage('he');
    renderApp({ route: '/developers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ה־API של אטלס הפלפלים' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'תקציבים' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'יצירת מפתח בפרופיל שלכם' }).getAttribute('href')).toBe('/profile');
  });
});
