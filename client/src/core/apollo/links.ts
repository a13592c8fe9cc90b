import { ApolloLink, CombinedGraphQLErrors, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { getAuthToken } from '@/core/session/sessionStore';
import { CSRF_HEADERS, GRAPHQL_PATH } from './http';

export { CSRF_HEADERS, GRAPHQL_PATH } from './http';

/**
 * Operation context for sign-in and registration: they send no token. Their "wrong password"
 * answer is UNAUTHENTICATED too, and must not end the session of whoever is signed in.
 */
export const WITHOUT_SESSION = { withoutSession: true } as const;

interface SessionContext {
  withoutSession?: boolean;
  /** The token this request carried (set by the auth link). */
  sentToken?: string | null;
}

export interface LinkOptions {
  /** Current UI language, sent as Accept-Language so the server answers in it. */
  getLanguage: () => string;
  /** The server rejected the session: clear it and leave the page. */
  onUnauthenticated: () => void;
}

/**
 * Codes that end the session (README, "Errors and sessions"): UNAUTHENTICATED (401: no valid session, a blocked
 * account) and ROLE_REVOKED (403: the session was granted a role its account no longer holds). Every other refusal,
 * 403s included (FORBIDDEN for one action, EMAIL_NOT_VERIFIED, CANNOT_REPORT_OWN_CONTENT, ...), is shown by the
 * screen that asked and keeps the member signed in.
 */
export const SESSION_ENDING_CODES: ReadonlySet<string> = new Set(['UNAUTHENTICATED', 'ROLE_REVOKED']);

export function createErrorLink({ onUnauthenticated }: Pick<LinkOptions, 'onUnauthenticated'>): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    if (!error.errors.some(({ extensions }) => SESSION_ENDING_CODES.has(String(extensions?.code)))) return;
    // Only a rejection of the session in force ends it: an answer to a request sent before
    // the token changed (password change, another sign-in) or without a token says nothing about it.
    const { sentToken } = operation.getContext() as SessionContext;
    if (sentToken && sentToken === getAuthToken()) onUnauthenticated();
  });
}

export function createAuthLink({ getLanguage }: Pick<LinkOptions, 'getLanguage'>): ApolloLink {
  return new SetContextLink((prevContext) => {
    const token = (prevContext as SessionContext).withoutSession ? null : getAuthToken();
    return {
      sentToken: token,
      headers: {
        ...prevContext.headers,
        'Accept-Language': getLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    };
  });
}

export function createHttpLink(): ApolloLink {
  return new HttpLink({ uri: GRAPHQL_PATH, headers: { ...CSRF_HEADERS } });
}
