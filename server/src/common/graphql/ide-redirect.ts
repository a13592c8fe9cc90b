import type { NextFunction, Request, Response } from 'express';

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
