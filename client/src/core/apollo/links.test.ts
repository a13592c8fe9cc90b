import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { STORAGE_KEYS } from '@pepper-atlas/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthLink, createErrorLink, createHttpLink, SESSION_ENDING_CODES } from './links';

const QUERY = gql`
  query Probe {
    me {
      id
    }
  }
`;

/**
 * A client over the real links, the network (fetch) answering a GraphQL error with `code` (GraphQL answers 200 with
 * `errors`; the REST routes answer the code's status, noted beside each case).
 */
function clientAnswering(code: string) {
  const status = 200;
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ errors: [{ message: 'Refused', extensions: { code } }], data: null }), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const onUnauthenticated = vi.fn();
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([createErrorLink({ onUnauthenticated }), createAuthLink({ getLanguage: () => 'en' }), createHttpLink()]),
  });
  return { client, onUnauthenticated, fetchMock };
}

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.authToken, 'test-token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: '1', username: 'dana', role: 'admin', isActive: true }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('which refusals end the session', () => {
  it.each([
    ['UNAUTHENTICATED', 401],
    ['ROLE_REVOKED', 403],
  ])('%s (REST %i) on an authenticated request ends it', async (code) => {
    const { client, onUnauthenticated, fetchMock } = clientAnswering(code);
    await client.query({ query: QUERY }).catch(() => undefined);
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init[1].headers).get('Authorization')).toBe('Bearer test-token');
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['FORBIDDEN', 403],
    ['EMAIL_NOT_VERIFIED', 422],
    ['CANNOT_REPORT_OWN_CONTENT', 422],
    ['TWO_FACTOR_ENROLMENT_REQUIRED', 422],
    ['NOT_FOUND', 404],
  ])('%s (REST %i) keeps it: the screen that asked shows the refusal', async (code) => {
    const { client, onUnauthenticated } = clientAnswering(code);
    const result = await client.query({ query: QUERY }).catch((error: unknown) => error);
    expect(String(result)).toMatch(/Refused/);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('a refusal of a request sent without a token ends nothing', async () => {
    localStorage.removeItem(STORAGE_KEYS.authToken);
    const { client, onUnauthenticated } = clientAnswering('ROLE_REVOKED');
    await client.query({ query: QUERY }).catch(() => undefined);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('names exactly the two session-ending codes', () => {
    expect([...SESSION_ENDING_CODES].sort()).toEqual(['ROLE_REVOKED', 'UNAUTHENTICATED']);
  });
});
