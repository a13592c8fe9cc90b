/** Stable codes shared by GraphQL (`extensions.code`) and REST (HTTP status). */
export enum ErrorCode {
  BAD_USER_INPUT = 'BAD_USER_INPUT',
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  /** The session was granted a role its account no longer holds: the session ends (README, "Errors and sessions"). */
  ROLE_REVOKED = 'ROLE_REVOKED',
  NOT_FOUND = 'NOT_FOUND',
  CONFLICT = 'CONFLICT',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE = 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
  SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE',
  INTERNAL_SERVER_ERROR = 'INTERNAL_SERVER_ERROR',
  // Account security (email verification, captcha, two-factor sign-in)
  EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED',
  CAPTCHA_REQUIRED = 'CAPTCHA_REQUIRED',
  CAPTCHA_INVALID = 'CAPTCHA_INVALID',
  TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED',
  TWO_FACTOR_ENROLMENT_REQUIRED = 'TWO_FACTOR_ENROLMENT_REQUIRED',
  // Reports (forum moderation)
  CANNOT_REPORT_OWN_CONTENT = 'CANNOT_REPORT_OWN_CONTENT',
  ALREADY_REPORTED = 'ALREADY_REPORTED',
  // API keys (issue 35)
  /** Not a key this site issued: malformed, or unknown. */
  API_KEY_INVALID = 'API_KEY_INVALID',
  API_KEY_EXPIRED = 'API_KEY_EXPIRED',
  /** Revoked by its member or an admin, or an admin key whose member is no longer an administrator. */
  API_KEY_REVOKED = 'API_KEY_REVOKED',
  /** The key's scopes do not cover the operation (a read key's mutation, admin work without the admin scope, key management). */
  INSUFFICIENT_SCOPE = 'INSUFFICIENT_SCOPE',
}

export const HTTP_STATUS: Record<ErrorCode, number> = {
  [ErrorCode.BAD_USER_INPUT]: 400,
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.ROLE_REVOKED]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.CONFLICT]: 409,
  [ErrorCode.PAYLOAD_TOO_LARGE]: 413,
  [ErrorCode.UNSUPPORTED_MEDIA_TYPE]: 415,
  [ErrorCode.TOO_MANY_REQUESTS]: 429,
  [ErrorCode.SERVICE_UNAVAILABLE]: 503,
  [ErrorCode.INTERNAL_SERVER_ERROR]: 500,
  // Refusals the member fixes without signing in again are not 403: the original site's clients end the session on
  // any 403, and these must not sign anyone out (README, "Errors and sessions").
  [ErrorCode.EMAIL_NOT_VERIFIED]: 422,
  [ErrorCode.CAPTCHA_REQUIRED]: 400,
  [ErrorCode.CAPTCHA_INVALID]: 400,
  [ErrorCode.TWO_FACTOR_REQUIRED]: 401,
  [ErrorCode.TWO_FACTOR_ENROLMENT_REQUIRED]: 422,
  [ErrorCode.CANNOT_REPORT_OWN_CONTENT]: 422,
  [ErrorCode.ALREADY_REPORTED]: 409,
  [ErrorCode.API_KEY_INVALID]: 401,
  [ErrorCode.API_KEY_EXPIRED]: 401,
  [ErrorCode.API_KEY_REVOKED]: 401,
  [ErrorCode.INSUFFICIENT_SCOPE]: 403,
};

/** Generic texts of docs/product-rules.md#errors, used when nothing more specific applies. */
export const GENERIC_MESSAGES: Record<ErrorCode, string> = {
  [ErrorCode.BAD_USER_INPUT]: 'Please check your input and try again.',
  [ErrorCode.UNAUTHENTICATED]: 'Authentication required',
  [ErrorCode.FORBIDDEN]: "You don't have permission to perform this action.",
  [ErrorCode.ROLE_REVOKED]: 'Your role has changed. Please sign in again.',
  [ErrorCode.NOT_FOUND]: 'Item not found.',
  [ErrorCode.CONFLICT]: 'This item already exists.',
  [ErrorCode.PAYLOAD_TOO_LARGE]: 'The request is too large.',
  [ErrorCode.UNSUPPORTED_MEDIA_TYPE]: 'Unsupported content type.',
  [ErrorCode.TOO_MANY_REQUESTS]: 'Too many attempts. Please wait and try again.',
  [ErrorCode.SERVICE_UNAVAILABLE]: 'The service is temporarily unavailable. Please try again shortly.',
  [ErrorCode.INTERNAL_SERVER_ERROR]: 'Server error. Please try again later.',
  [ErrorCode.EMAIL_NOT_VERIFIED]: 'Please verify your email address first.',
  [ErrorCode.CAPTCHA_REQUIRED]: 'Please complete the captcha.',
  [ErrorCode.CAPTCHA_INVALID]: 'The captcha is invalid or has expired. Please try again.',
  [ErrorCode.TWO_FACTOR_REQUIRED]: 'Enter the code from your authenticator app.',
  [ErrorCode.TWO_FACTOR_ENROLMENT_REQUIRED]: 'Administrators must turn on two-factor authentication first.',
  [ErrorCode.CANNOT_REPORT_OWN_CONTENT]: 'You cannot report your own content.',
  [ErrorCode.ALREADY_REPORTED]: 'You have already reported this. Moderators will look at it.',
  [ErrorCode.API_KEY_INVALID]: 'This API key is not valid.',
  [ErrorCode.API_KEY_EXPIRED]: 'This API key has expired.',
  [ErrorCode.API_KEY_REVOKED]: 'This API key has been revoked.',
  [ErrorCode.INSUFFICIENT_SCOPE]: "This API key's scopes do not allow this operation.",
};

/** What a 503 tells clients to wait before they try again (the database usually restarts within seconds). */
export const SERVICE_RETRY_AFTER_SECONDS = 5;

export interface AppErrorOptions {
  /** Per-field message keys or texts, for forms. */
  fields?: Record<string, string>;
  /** Seconds until a throttled client may try again. */
  retryAfter?: number;
  /** The password minimum in force, when a password was too short (the client's message names it). */
  passwordMin?: number;
  /** Values the client puts into the translated message of `fields` (e.g. the expected heat level). */
  params?: Record<string, string>;
  /** The short-lived token that completes a two-factor sign-in, or (CAPTCHA_REQUIRED) a captcha challenge to solve. */
  challenge?: string;
  /** CAPTCHA_REQUIRED with a `challenge`: its difficulty (leading zero bits). */
  difficulty?: number;
}

/**
 * The one error type services throw. Feature modules subclass it only to give their errors a
 * name; the code alone decides the GraphQL `extensions.code` and the REST status.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = GENERIC_MESSAGES[code],
    readonly options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return HTTP_STATUS[this.code];
  }
}

export const notFound = (what = 'Item') => new AppError(ErrorCode.NOT_FOUND, `${what} not found.`);
export const forbidden = (message?: string) => new AppError(ErrorCode.FORBIDDEN, message);
export const badInput = (message: string, fields?: Record<string, string>) => new AppError(ErrorCode.BAD_USER_INPUT, message, { fields });

/** For operations open to everyone but with admin-only options: guests must sign in, others may not. */
export function assertActiveAdmin(viewer: { role: string; isActive: boolean } | undefined): void {
  if (!viewer) throw new AppError(ErrorCode.UNAUTHENTICATED);
  if (!(viewer.isActive && viewer.role === 'admin')) throw new AppError(ErrorCode.FORBIDDEN);
}
