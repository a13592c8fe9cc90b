import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import { LIMITS } from '@pepper-atlas/domain';
import { RequestTimeoutError } from '@/core/apollo/timeoutLink';

/** Stable codes the server puts in `extensions.code`. */
export type ApiErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR'
  | (string & {});

/** What a failed call said, in a shape forms can use. */
export interface ApiError {
  /** network: the server could not be reached; timeout: it did not answer in time; server: it answered with an HTTP error; graphql: it refused. */
  kind: 'network' | 'timeout' | 'server' | 'graphql';
  code: ApiErrorCode | null;
  /** The server's English message. */
  message: string | null;
  /** Field -> message key (domain MESSAGES keys, or emailTaken, usernameTaken, currentPasswordIncorrect). */
  fields: Record<string, string>;
  /** Values the message of a field key names, such as `expected` (the heat level of the SHU). */
  params: Record<string, string>;
  /** Seconds to wait before trying again (TOO_MANY_REQUESTS). */
  retryAfter: number | null;
  /** The password minimum the server applied, when a password was too short. */
  passwordMin: number | null;
  /** TWO_FACTOR_REQUIRED: the token that completes the sign-in with a code; CAPTCHA_REQUIRED: a (harder) captcha challenge to solve. */
  challenge?: string | null;
  /** CAPTCHA_REQUIRED with a `challenge`: its difficulty (an account under guessing asks for a harder one). */
  difficulty?: number | null;
}

function asFields(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export function readApiError(error: unknown): ApiError {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = first?.extensions ?? {};
    const retryAfter = Number(extensions.retryAfter);
    const passwordMin = Number(extensions.passwordMin);
    const difficulty = Number(extensions.difficulty);
    return {
      kind: 'graphql',
      code: typeof extensions.code === 'string' ? extensions.code : null,
      message: first?.message ?? null,
      fields: asFields(extensions.fields),
      params: asFields(extensions.params),
      retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
      passwordMin: Number.isInteger(passwordMin) && passwordMin > 0 ? passwordMin : null,
      challenge: typeof extensions.challenge === 'string' ? extensions.challenge : null,
      difficulty: Number.isInteger(difficulty) && difficulty >= 0 ? difficulty : null,
    };
  }
  const kind = ServerError.is(error) || ServerParseError.is(error) ? 'server' : RequestTimeoutError.is(error) ? 'timeout' : 'network';
  return { kind, code: null, message: null, fields: {}, params: {}, retryAfter: null, passwordMin: null };
}

/** The password minimum the server applied (its settings can raise the minimum of 6), else `fallback` (the public settings' minimum). */
export function passwordMinOf(error: ApiError | null, fallback: number = LIMITS.password.min): number {
  return error?.passwordMin ?? fallback;
}
