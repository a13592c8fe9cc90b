import type { NextFunction, Request, Response } from 'express';
import { restErrorBody } from '../errors/all-exceptions.filter.js';
import { AppError, ErrorCode } from '../errors/app-error.js';

/** Where the bundled GraphiQL lives (a client route: no CDN, works offline). */
export const GRAPHIQL_PATH = '/graphiql';

/**
 * A browser opening `/graphql` (a GET that prefers HTML to JSON and carries no operation) is sent
 * to the IDE; every GraphQL request, GET or POST, goes on unchanged.
 */
export function redirectBrowsersToGraphiql(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'GET') return next();
  res.vary('Accept');
  if (
    req.path === '/' &&
    req.query.query === undefined &&
    req.accepts(['application/graphql-response+json', 'application/json', 'text/html']) === 'text/html'
  ) {
    res.redirect(302, GRAPHIQL_PATH);
    return;
  }
  next();
}

/** With introspection off the bundled IDE cannot load the schema, so it is not served: 404, like any absent route. */
export function graphiqlAbsent(_req: Request, res: Response): void {
  res.status(404).json(restErrorBody(new AppError(ErrorCode.NOT_FOUND, 'Not found')));
}
