import { gql } from '@apollo/client';
import { addTypenameToDocument, print } from '@apollo/client/utilities';
import { STORAGE_KEYS } from '@pepper-atlas/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './createApolloClient';
import { sha256 } from './persistedQueries';

const CATALOGUE = gql`
  query Catalogue($take: Int) {
    peppers(take: $take) {
      items {
        id
      }
      totalItems
    }
  }
`;
const ME = gql`
  query Probe {
    me {
      id
    }
  }
`;
const LIKE = gql`
  mutation Like($id: ID!) {
    togglePepperLike(id: $id) {
      id
    }
  }
`;
const CATALOGUE_DATA = { peppers: { __typename: 'PepperList', items: [{ __typename: 'Pepper', id: '1' }], totalItems: 1 } };

interface Sent {
  method: string;
  url: URL;
  body: { query?: string; extensions?: { persistedQuery?: { sha256Hash: string } } } | null;
}

/** A client over the real link chain, the network (fetch) answering each request in turn from `answers`. */
function clientAnswering(...answers: object[]) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (uri: string, init: RequestInit) => {
      sent.push({ method: init.method ?? 'GET', url: new URL(uri, 'http://localhost'), body: init.body ? JSON.parse(String(init.body)) : null });
      return new Response(JSON.stringify(answers[sent.length - 1] ?? answers.at(-1)), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  const client = createApolloClient({ getLanguage: () => 'en', onUnauthenticated: () => undefined });
  return { client, sent };
}

function hashParam(url: URL): string | undefined {
  const extensions = JSON.parse(url.searchParams.get('extensions') ?? '{}') as { persistedQuery?: { sha256Hash?: string } };
  return extensions.persistedQuery?.sha256Hash;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a guest's public reads go out as persisted queries over GET", () => {
  it('sends the sha256 of the document Apollo prints, over GET, with no text', async () => {
    const { client, sent } = clientAnswering({ data: CATALOGUE_DATA });
    const { data } = await client.query({ query: CATALOGUE, variables: { take: 12 } });
    expect(data).toEqual(CATALOGUE_DATA);
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('GET');
    expect(sent[0].url.pathname).toBe('/graphql');
    expect(sent[0].url.searchParams.get('query')).toBeNull();
    expect(JSON.parse(sent[0].url.searchParams.get('variables') ?? 'null')).toEqual({ take: 12 });
    expect(hashParam(sent[0].url)).toBe(await sha256(print(addTypenameToDocument(CATALOGUE))));
    expect(hashParam(sent[0].url)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends the text with the hash once, by POST, when the server does not know the hash', async () => {
    const { client, sent } = clientAnswering(
      { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] },
      { data: CATALOGUE_DATA },
    );
    const { data } = await client.query({ query: CATALOGUE, variables: { take: 12 } });
    expect(data).toEqual(CATALOGUE_DATA);
    expect(sent.map(({ method }) => method)).toEqual(['GET', 'POST']);
    expect(sent[1].body?.query).toContain('peppers');
    expect(sent[1].body?.extensions?.persistedQuery?.sha256Hash).toBe(hashParam(sent[0].url));
  });

  it("keeps a member's reads, a guest's mutations and a guest's private reads on POST with their text", async () => {
    const guest = clientAnswering({ data: { togglePepperLike: { __typename: 'Pepper', id: '1' } } });
    await guest.client.mutate({ mutation: LIKE, variables: { id: '1' } });
    await guest.client.query({ query: ME, fetchPolicy: 'no-cache' }).catch(() => undefined);
    expect(guest.sent.map(({ method }) => method)).toEqual(['POST', 'POST']);
    expect(guest.sent.every(({ body }) => body?.query && !body.extensions?.persistedQuery)).toBe(true);

    localStorage.setItem(STORAGE_KEYS.authToken, 'test-token');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: '1', username: 'dana', role: 'user', isActive: true }));
    const member = clientAnswering({ data: CATALOGUE_DATA });
    await member.client.query({ query: CATALOGUE, variables: { take: 12 } });
    expect(member.sent).toHaveLength(1);
    expect(member.sent[0].method).toBe('POST');
    expect(member.sent[0].body?.query).toContain('peppers');
    expect(member.sent[0].body?.extensions?.persistedQuery).toBeUndefined();
  });
});
