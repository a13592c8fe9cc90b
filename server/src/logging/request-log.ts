import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger, LoggerOptions } from 'pino';
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
function summary(req: AppRequest, res: ServerResponse, durationMs: number) {
  const path = pathOf(req);
  const operation = path.startsWith('/graphql') ? graphqlOperationName(req) : undefined;
  return {
    method: req.method,
    path,
    status: res.statusCode,
    durationMs,
    ...(req.user ? { userId: req.user.id } : {}),
    ...(operation ? { operation } : {}),
  };
}

/** The app's root logger options: level names, ISO times, no pid or host, and `scrub` on every message. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
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

export type RequestLogMiddleware = ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) & { logger: Logger };

/**
 * The request log (Express middleware): each request gets its id (`X-Request-Id`) and a child logger
 * carrying it (`req.log`, which nestjs-pino hands to every line logged while serving the request), and
 * writes one summary line when its answer is sent or the client goes away. Request and response objects
 * are never serialised (their headers carry the authorization token and cookies); nor are bodies
 * (passwords) or query strings. A plain middleware rather than pino-http, which serialises every request
 * into a second child logger even when that logger is never used.
 */
export function requestLogMiddleware(logger: Logger): RequestLogMiddleware {
  const middleware = (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const request = req as AppRequest & { id?: string; log?: Logger };
    const started = Date.now();
    const id = requestId(req, res);
    request.id = id;
    const log = logger.child({ requestId: id });
    request.log = log;
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      res.removeListener('finish', finished);
      res.removeListener('close', finished);
      const fields = summary(request, res, Date.now() - started);
      const message = `${req.method} ${fields.path} ${res.statusCode}`;
      if (res.statusCode >= 500) log.error({ ...fields, error: `failed with status code ${res.statusCode}` }, message);
      else if (res.statusCode >= 400) log.warn(fields, message);
      else log.info(fields, message);
    };
    res.on('finish', finished);
    res.on('close', finished);
    next();
  };
  return Object.assign(middleware, { logger });
}
