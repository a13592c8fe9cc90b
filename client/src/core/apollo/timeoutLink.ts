import { ApolloLink, CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from '@apollo/client';
import type { OperationDefinitionNode } from 'graphql';
import { Observable } from 'rxjs';

/** docs/product-rules.md#constants: user calls give up after 10 s, pepper and forum calls (and everything else) after 15 s. */
export const USER_REQUEST_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 15_000;

/** docs/product-rules.md#constants: the console lines for a request that timed out and for one that got no answer. */
export const TIMEOUT_LOG = 'Request timeout - please check your connection';
export const NETWORK_LOG = 'Network error - please check your connection';

/** A request the client gave up on (the screen shows errors:timeout with a retry). */
export class RequestTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(TIMEOUT_LOG);
    this.name = 'RequestTimeoutError';
  }

  static is(error: unknown): error is RequestTimeoutError {
    return error instanceof RequestTimeoutError;
  }
}

/** Root fields of the user calls (docs/product-rules.md#constants): sign-in, sign-up, profile, account and user admin. */
const USER_FIELDS = new Set([
  'login',
  'register',
  'completeTwoFactorLogin',
  'captchaChallenge',
  'accountSecurityPolicy',
  'verifyEmail',
  'resendVerificationEmail',
  'requestPasswordReset',
  'resetPassword',
  'me',
  'updateProfile',
  'changePassword',
  'beginTwoFactorEnrolment',
  'confirmTwoFactorEnrolment',
  'disableTwoFactor',
  'memberProfile',
  'users',
  'user',
  'userStats',
  'createUser',
  'updateUser',
  'deleteUser',
  'setUserActive',
  'setUserRole',
]);

/** The time limit of an operation: 10 s when it asks only user fields, else 15 s. */
export function timeoutOf(operation: ApolloLink.Operation): number {
  const definition = operation.query.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  const fields = definition?.selectionSet.selections.map((s) => (s.kind === 'Field' ? s.name.value : '')) ?? [];
  return fields.length > 0 && fields.every((name) => USER_FIELDS.has(name)) ? USER_REQUEST_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
}

/** Whether the request never got an answer (fetch failed: offline, DNS, refused, reset). */
function isNetworkFailure(error: unknown): boolean {
  return !(
    CombinedGraphQLErrors.is(error) ||
    CombinedProtocolErrors.is(error) ||
    ServerError.is(error) ||
    ServerParseError.is(error) ||
    RequestTimeoutError.is(error) ||
    (error instanceof Error && error.name === 'AbortError')
  );
}

/**
 * Gives up on a request after its time limit: unsubscribing aborts the fetch (HttpLink's own
 * AbortController), and the operation fails with a RequestTimeoutError. Both a time-out and a
 * request that got no answer leave their line on the console.
 */
export function createTimeoutLink(limitOf: (operation: ApolloLink.Operation) => number = timeoutOf): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        const limit = limitOf(operation);
        const timer = setTimeout(() => {
          subscription.unsubscribe();
          console.error(TIMEOUT_LOG);
          observer.error(new RequestTimeoutError(limit));
        }, limit);
        const subscription = forward(operation).subscribe({
          next: (result) => observer.next(result),
          error: (error: unknown) => {
            clearTimeout(timer);
            if (isNetworkFailure(error)) console.error(NETWORK_LOG);
            observer.error(error);
          },
          complete: () => {
            clearTimeout(timer);
            observer.complete();
          },
        });
        return () => {
          clearTimeout(timer);
          subscription.unsubscribe();
        };
      }),
  );
}
