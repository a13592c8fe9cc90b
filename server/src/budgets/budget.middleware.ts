import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { toAppError } from '../common/errors/to-app-error.js';
import { BudgetsService, rateLimitHeaders, retryAfterSeconds, setRequestBudget } from './budgets.service.js';

/** REST paths that are not API calls: the documentation and the health probe. */
const FREE = /^\/api\/(docs|openapi\.json|health)(\/|\?|$)/;

/**
 * The REST side of the budgets: every `/api` request spends one point of its client's budget before anything else
 * runs; the answer carries `RateLimit-Policy` and `RateLimit`, and over budget it is 429 with `Retry-After`.
 */
export function restBudget(budgets: BudgetsService, errorBody: (error: AppError) => object): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!budgets.enabled || !req.path.startsWith('/api/') || FREE.test(req.originalUrl)) return next();
    budgets.spend(budgets.clientOf(req), 1).then(
      (state) => {
        setRequestBudget(req, state);
        for (const [name, value] of Object.entries(rateLimitHeaders(state))) res.setHeader(name, value);
        if (state.allowed) return next();
        const retryAfter = retryAfterSeconds(state);
        res.setHeader('Retry-After', String(retryAfter));
        const error = new AppError(ErrorCode.TOO_MANY_REQUESTS, 'API budget exceeded: wait for it to come back (Retry-After) or ask for less.', { retryAfter });
        res.status(429).json(errorBody(error));
      },
      (error: unknown) => {
        const appError = toAppError(error);
        res.status(appError.status).json(errorBody(appError));
      },
    );
  };
}
