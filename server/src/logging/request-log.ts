import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Options } from 'pino-http';
import type { AppRequest } from '../common/request-context.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a proxy or client sends is kept when it is short and plain (no spaces, no markup, no line breaks). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: the caller's X-Request-Id when sane, else a new UUID; sent back in X-Request-Id. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const sent = req.headers['x-request-id'];
  const id = typeof sent === 'string' && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

const NAMED_OPERATION = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** The GraphQL operation's name: the request's operationName, else the name in the document. */
export function graphqlOperationName(req: AppRequest): string | undefined {
  const params = (req.method === 'GET' ? req.query : req.body) as { operationName?: unknown; query?: unknown } | undefined;
  if (!params || typeof params !== 'object') return undefined;
  if (typeof params.operationName === 'string' && params.operationName) return params.operationName.slice(0, 100);
  return typeof params.query === 'string' ? NAMED_OPERATION.exec(params.query)?.[1] : undefined;
}

/** The path alone: query strings can carry search terms, addresses or tokens. */
export function pathOf(req: AppRequest): string {
  const url = req.originalUrl ?? req.url ?? '';
  const end = url.indexOf('?');
  return (end === -1 ? url : url.slice(0, end)).slice(0, 300);
}

const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[A-Za-z]{2,}/g;
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}/g;
const BEARER = /\b(Bearer|Basic)\s+[^\s"';,]+/gi;

/** A safety net for messages written elsewhere in the code: no email address or token reaches the log. */
export function scrub(text: string): string {
  return text.replace(JWT, '[token]').replace(BEARER, '$1 [redacted]').replace(EMAIL, '[email]');
}

/** The one line each request writes when it ends: who, what, how it went and how long it took. */
function summary(req: AppRequest, res: ServerResponse, responseTime: number) {
  const operation = pathOf(req).startsWith('/graphql') ? graphqlOperationName(req) : undefined;
  return {
    method: req.method,
    path: pathOf(req),
    status: res.statusCode,
    durationMs: responseTime,
    ...(req.user ? { userId: req.user.id } : {}),
    ...(operation ? { operation } : {}),
  };
}

/**
 * pino-http as configured here: the request id on every line of the request, and one summary line per
 * request. Request and response objects are never serialised (their headers carry the authorization
 * token and cookies); nor are bodies (passwords) or query strings.
 */
export function requestLogOptions(level: string): Options {
  return {
    level,
    genReqId: (req, res) => requestId(req, res),
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    quietReqLogger: true,
    quietResLogger: true,
    customSuccessObject: (req, res, value: { durationMs?: number }) => summary(req as AppRequest, res, value.durationMs ?? 0),
    customErrorObject: (req, res, error, value: { durationMs?: number }) => ({
      ...summary(req as AppRequest, res, value.durationMs ?? 0),
      error: scrub(error.message),
    }),
    customSuccessMessage: (req, res) => `${req.method} ${pathOf(req as AppRequest)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${pathOf(req as AppRequest)} ${res.statusCode}`,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
    formatters: { level: (label) => ({ level: label }) },
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    base: undefined,
  };
}
