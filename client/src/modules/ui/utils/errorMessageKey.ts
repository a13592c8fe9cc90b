import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';

/** Keys of the `errors` namespace. */
export type ErrorMessageKey = 'network' | 'server' | 'notFound';

/** The generic message (docs/product-rules.md#errors) that describes a failed request. */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'NOT_FOUND') ? 'notFound' : 'server';
  }
  if (ServerError.is(error) || ServerParseError.is(error)) return 'server';
  // fetch() itself failed: offline, DNS, connection refused.
  return 'network';
}
