import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import { RequestTimeoutError } from '@/core/apollo/timeoutLink';

/** Keys of the `errors` namespace. */
export type ErrorMessageKey = 'network' | 'timeout' | 'server' | 'notFound';

/** The generic message (docs/product-rules.md#errors) that describes a failed request. */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'NOT_FOUND') ? 'notFound' : 'server';
  }
  if (ServerError.is(error) || ServerParseError.is(error)) return 'server';
  // The client gave up waiting (docs/product-rules.md#constants).
  if (RequestTimeoutError.is(error)) return 'timeout';
  // fetch() itself failed: offline, DNS, connection refused.
  return 'network';
}
