import { ApolloLink, CombinedGraphQLErrors, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { getAuthToken } from '@/modules/auth/session/sessionStore';

export const GRAPHQL_PATH = '/graphql';

/** The server runs Apollo's CSRF prevention: every request must carry this header. */
export const CSRF_HEADERS = { 'apollo-require-preflight': 'true' } as const;

export interface LinkOptions {
  /** Current UI language, sent as Accept-Language so the server answers in it. */
  getLanguage: () => string;
  /** The server rejected the session: clear it and leave the page. */
  onUnauthenticated: () => void;
}

export function createErrorLink({ onUnauthenticated }: Pick<LinkOptions, 'onUnauthenticated'>): ApolloLink {
  return new ErrorLink(({ error }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    for (const { extensions } of error.errors) {
      switch (extensions?.code) {
        case 'UNAUTHENTICATED':
          onUnauthenticated();
          return;
        default:
          // Other codes (FORBIDDEN, NOT_FOUND, BAD_USER_INPUT, ...) are shown by the screen that asked.
          break;
      }
    }
  });
}

export function createAuthLink({ getLanguage }: Pick<LinkOptions, 'getLanguage'>): ApolloLink {
  return new SetContextLink((prevContext) => {
    const token = getAuthToken();
    return {
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
