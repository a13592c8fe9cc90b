import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import { RequestTimeoutError } from '@/app/apollo/timeoutLink';

/** Keys of the `errors` namespace. */
export type ErrorMessageKey = 'network' | 'timeout' | 'server' | 'notFound';

/** The generic message (SPEC section 8) that describes a failed request. */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'NOT_FOUND') ? 'notFound' : 'server';
  }
  if (ServerError.is(error) || ServerParseError.is(error)) return 'server';
  // The client gave up waiting (SPEC section 8 time-outs).
  if (RequestTimeoutError.is(error)) return 'timeout';
  // fetch() itself failed: offline, DNS, connection refused.
  return 'network';
}
