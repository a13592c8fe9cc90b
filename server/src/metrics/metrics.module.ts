import { createHash, timingSafeEqual } from 'node:crypto';
import { type INestApplication, Module } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { GraphqlMetricsPlugin } from './graphql-metrics.plugin.js';
import { MetricsService } from './metrics.service.js';

export const METRICS_PATH = '/metrics';

@Module({
  providers: [MetricsService, GraphqlMetricsPlugin],
  exports: [MetricsService],
})
export class MetricsModule {}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. */
function hasToken(req: Request, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * Times every request from the first middleware on, and serves /metrics (Prometheus text format):
 * 404 unless METRICS_TOKEN is set, then only with that bearer token (401 otherwise). A plain Express
 * route: the app's sign-in guard reads bearer tokens as sessions, and the client's pages must not answer it.
 */
export function useMetrics(app: INestApplication): void {
  const metrics = app.get(MetricsService);
  const { metricsToken } = app.get<AppConfig>(APP_CONFIG);
  app.use(metrics.httpMiddleware);
  app.use(METRICS_PATH, (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== '/') return next();
    if (!metricsToken || !['GET', 'HEAD'].includes(req.method)) {
      res.status(404).json({ message: 'Not found', code: 'NOT_FOUND' });
      return;
    }
    if (!hasToken(req, metricsToken)) {
      res.status(401).setHeader('WWW-Authenticate', 'Bearer realm="metrics"').json({ message: 'A valid metrics token is required', code: 'UNAUTHENTICATED' });
      return;
    }
    metrics
      .render()
      .then((text) => res.setHeader('Content-Type', metrics.contentType).setHeader('Cache-Control', 'no-store').send(text))
      .catch(next);
  });
}
