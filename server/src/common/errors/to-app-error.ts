import { HttpException, Logger } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { describeQueryError } from '../database/query-logger.js';
import { JSON_REJECTED } from '../json-body-guard.js';
import { AppError, ErrorCode, GENERIC_MESSAGES, SERVICE_RETRY_AFTER_SECONDS } from './app-error.js';

const logger = new Logger('Errors');

const STATUS_CODES: Record<number, ErrorCode> = {
  400: ErrorCode.BAD_USER_INPUT,
  401: ErrorCode.UNAUTHENTICATED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  405: ErrorCode.NOT_FOUND,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  429: ErrorCode.TOO_MANY_REQUESTS,
  503: ErrorCode.SERVICE_UNAVAILABLE,
};

/** Errors that mean the database cannot be reached right now. */
const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

/** TypeORM's errors when a transaction's connection died under it (its rollback then finds it released). */
const RELEASED_RUNNER_ERRORS = new Set(['QueryRunnerAlreadyReleasedError', 'QueryRunnerProviderAlreadyReleasedError']);

export function isConnectionError(error: unknown): boolean {
  const e = error as { code?: string; name?: string; message?: string; driverError?: { code?: string } };
  if (e?.name && RELEASED_RUNNER_ERRORS.has(e.name)) return true;
  if (e?.code && CONNECTION_ERRORS.has(e.code)) return true;
  if (e?.driverError?.code && CONNECTION_ERRORS.has(e.driverError.code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Connection is not established/i.test(e?.message ?? '');
}

/** An unexpected error for the log: its stack, but a failed statement without the values it was sent. */
function logText(error: unknown): string {
  if (error instanceof QueryFailedError) {
    const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    return [describeQueryError(error.driverError ?? error, error.query), ...frames].join('\n');
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/**
 * Maps anything thrown to an AppError. Unknown errors are logged here with their stack and
 * reach clients only as the generic server error: no stack or SQL ever leaves the server.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const code = STATUS_CODES[status] ?? (status >= 500 ? ErrorCode.INTERNAL_SERVER_ERROR : ErrorCode.BAD_USER_INPUT);
    const body = error.getResponse();
    const raw = typeof body === 'string' ? body : (body as { message?: unknown }).message;
    const message = Array.isArray(raw) ? String(raw[0]) : typeof raw === 'string' ? raw : GENERIC_MESSAGES[code];
    return new AppError(code, status >= 500 ? GENERIC_MESSAGES[code] : message);
  }
  const status = (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
  if (typeof status === 'number' && STATUS_CODES[status] && status < 500) {
    // body-parser and multer errors carry an HTTP status of their own
    const code = STATUS_CODES[status];
    const type = (error as { type?: string }).type;
    const message =
      type === 'entity.parse.failed' ? 'Malformed JSON body' : type === JSON_REJECTED ? (error as Error).message : GENERIC_MESSAGES[code];
    return new AppError(code, message);
  }
  if (error instanceof QueryFailedError) {
    const pgCode = (error as QueryFailedError & { code?: string }).code ?? (error.driverError as { code?: string })?.code;
    if (pgCode === '23505') return new AppError(ErrorCode.CONFLICT);
    // 22021: a NUL character (or invalid UTF-8) in a text parameter, from a query string, multipart field or GraphQL literal.
    if (pgCode === '22P02' || pgCode === '22003' || pgCode === '22001' || pgCode === '22021') return new AppError(ErrorCode.BAD_USER_INPUT);
    if (pgCode === '23503') return new AppError(ErrorCode.NOT_FOUND);
    // 57014: cancelled by the statement time-out (the query logger has logged the statement).
    if (pgCode === '57014') return new AppError(ErrorCode.SERVICE_UNAVAILABLE, undefined, { retryAfter: SERVICE_RETRY_AFTER_SECONDS });
  }
  if (isConnectionError(error)) {
    logger.warn(`Database unavailable: ${(error as Error).message}`);
    return new AppError(ErrorCode.SERVICE_UNAVAILABLE, undefined, { retryAfter: SERVICE_RETRY_AFTER_SECONDS });
  }
  logger.error(logText(error));
  if (process.env.DEBUG_ERRORS) console.error(error);
  return new AppError(ErrorCode.INTERNAL_SERVER_ERROR);
}
