import { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/**
 * Root fields whose answers are the same for every guest: the server's PUBLIC_FIELDS
 * (server/src/app/guest-answers.ts), lists and statistics.
 */
export const PUBLIC_FIELDS: ReadonlySet<string> = new Set(['__typename', 'peppers', 'pepperStats', 'hottestPeppers', 'topics', 'categoryStats']);

/** A guest's query (no token) that asks only for public list fields; Web Crypto is there (a secure context). */
export function isGuestPublicRead(operation: ApolloLink.Operation): boolean {
  const { headers } = operation.getContext() as { headers?: Record<string, string> };
  if (headers?.Authorization || !globalThis.crypto?.subtle) return false;
  const operations = operation.query.definitions.filter((definition) => definition.kind === 'OperationDefinition');
  return (
    operations.length === 1 &&
    operations[0].operation === 'query' &&
    operations[0].selectionSet.selections.every((selection) => selection.kind === 'Field' && PUBLIC_FIELDS.has(selection.name.value))
  );
}

/** Lowercase hex sha256 of a document's text (what Apollo Server's persisted queries key by). */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Automatic persisted queries for guests' public reads: a GET with the document's sha256 instead of its text, so the
 * browser and any shared cache keep the answer under its URL and revalidate it by ETag (the server's GuestAnswers).
 * A hash the server does not know is answered PERSISTED_QUERY_NOT_FOUND: the link sends the text with it once, by
 * POST, and the server keeps it. Members' requests (their answers are their own), mutations and subscriptions go
 * through unchanged.
 */
export function createPersistedQueriesLink(): ApolloLink {
  return ApolloLink.split(isGuestPublicRead, new PersistedQueryLink({ sha256, useGETForHashedQueries: true }));
}
