import 'reflect-metadata';
import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import helmet from 'helmet';
import { clientAssets, inlineScriptHashes } from './common/static/client-assets.js';
import { LIMITS } from '@pepper-atlas/domain';
import { DatabaseImageStorage, IMAGE_STORAGE, UPLOADS_URL_PREFIX, type ImageStorage } from './uploads/image-storage.service.js';
import { serveStoredImages } from './uploads/serve-images.js';
import { S3ImageStorage } from './uploads/s3-image-storage.js';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { restErrorBody } from './common/errors/all-exceptions.filter.js';
import { toAppError } from './common/errors/to-app-error.js';
import { adminJsonBody } from './auth/admin-body-limit.js';
import { GRAPHIQL_PATH, graphiqlAbsent, redirectBrowsersToGraphiql } from './common/graphql/ide-redirect.js';
import { guardJsonBody } from './common/json-body-guard.js';
import { GuestAnswers } from './app/guest-answers.js';
import { createValidationPipe } from './common/validation.js';
import type { AppConfig } from './config/app-config.js';
import { openDatabase, type DatabaseHandle } from './database/embedded-postgres.js';
import { createInitialAdmin } from './database/seed/initial-admin.js';
import { seedDatabase } from './database/seed/seed.js';
import { holdStartupLock } from './database/startup-lock.js';
import { setupOpenApi } from './openapi/openapi.setup.js';
import { useStructuredLogs } from './logging/logging.module.js';
import { useMetrics } from './metrics/metrics.module.js';
import { GraphQLModule } from '@nestjs/graphql';
import { limitLiveMessages } from './auth/live-socket.js';
import { restBudget } from './budgets/budget.middleware.js';
import { BudgetsService } from './budgets/budgets.service.js';

/**
 * Copies earlier images into the bucket; an unreachable bucket does not stop the start (/api/health
 * reports it as down; the copy is tried again at the next start).
 */
async function importIntoBucket(images: S3ImageStorage, folder: string, dataSource: DataSource): Promise<void> {
  const logger = new Logger('Images');
  try {
    const copied = await images.importEarlier(folder, dataSource);
    if (copied) logger.log(`Copied ${copied} earlier images into the bucket`);
  } catch (error) {
    logger.error(`The image bucket cannot be reached; images cannot be stored or served until it can: ${String(error)}`);
  }
}

export interface RunningApp {
  app: NestExpressApplication;
  db: DatabaseHandle;
  config: AppConfig;
  /** Closes the app, then the database (PGlite last). */
  close(): Promise<void>;
}

const LOG_LEVELS: Record<AppConfig['logLevel'], LogLevel[]> = {
  silent: ['fatal'],
  normal: ['fatal', 'error', 'warn'],
};

/**
 * Content Security Policy: everything from our own origin; inline styles for React style props; the
 * client's own inline boot script, by its hash.
 */
const cspDirectives = (clientDir: string) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...inlineScriptHashes(clientDir)],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
});

/** Builds the whole application on its database: used by `main.ts`, the tests and the benchmarks. */
export async function createApp(config: AppConfig): Promise<RunningApp> {
  const db = await openDatabase(config);
  // Processes sharing one PostgreSQL migrate and seed one after another (PGlite has one process).
  const startupLock = config.databaseUrl ? await holdStartupLock(config.databaseUrl) : undefined;
  let app: NestExpressApplication | undefined;
  try {
    app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, db), {
      bodyParser: false,
      logger: LOG_LEVELS[config.logLevel],
      abortOnError: false,
    });
    useStructuredLogs(app);
    useMetrics(app);
    app.disable('x-powered-by');
    app.set('trust proxy', 'loopback');
    app.use(helmet({ contentSecurityPolicy: { directives: cspDirectives(config.clientDir) }, crossOriginEmbedderPolicy: false }));
    // The IDE is useless without introspection (production's default): /graphiql answers 404 there.
    if (config.introspection) app.use('/graphql', redirectBrowsersToGraphiql);
    else app.use(GRAPHIQL_PATH, graphiqlAbsent);
    // GraphQL multipart uploads (the pepper image); JSON bodies are parsed below.
    app.use('/graphql', graphqlUploadExpress({ maxFileSize: LIMITS.image.maxBytes, maxFiles: 1, maxFieldSize: 100_000 }));
    app.use(clientAssets(config.clientDir));
    app.use(UPLOADS_URL_PREFIX, serveStoredImages(app.get<ImageStorage>(IMAGE_STORAGE)));
    app.use('/graphql', adminJsonBody(config.jwtSecret, config.adminBodyLimit));
    // Nest's option type leaves out body-parser's `verify` hook, which it passes through unchanged.
    app.useBodyParser('json', { limit: config.bodyLimit, ...({ verify: guardJsonBody } as object) });
    app.useBodyParser('urlencoded', { limit: config.bodyLimit, extended: false });
    // Guests' reads of the catalogue and the forum's lists answered again from the last second's answer (GraphQL and REST).
    app.use(app.get(GuestAnswers).middleware());
    // The API budgets (issue 35): every other REST request spends a point first (GraphQL spends its cost in
    // budgetPlugin). A replayed guest answer does no work and costs nothing, on both APIs.
    app.use(restBudget(app.get(BudgetsService), restErrorBody));
    app.useGlobalPipes(createValidationPipe());
    setupOpenApi(app, config);
    await app.init();
    limitLiveMessages(app.get(GraphQLModule, { strict: false }));
    // Keep idle connections open longer than clients and proxies do (undici: 4 s, load balancers:
    // 60 s), so a client never reuses a socket the server is closing at that moment (ECONNRESET).
    const server = app.getHttpServer() as import('node:http').Server;
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    // Errors raised by Express middleware (body too large, malformed JSON) before Nest's filters.
    app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
      if (res.headersSent) return next(error);
      const appError = toAppError(error);
      res.status(appError.status).json(restErrorBody(appError));
    });
    if (config.seed) await seedDatabase(app.get(DataSource), { settings: config.seedSettings, demo: config.seedDemo });
    if (config.initialAdmin) await createInitialAdmin(app.get(DataSource), config.initialAdmin, true);
    const images = app.get<ImageStorage>(IMAGE_STORAGE);
    // Images an earlier version kept on this machine's disk move into the database (once; the files stay).
    if (images instanceof DatabaseImageStorage) await images.importFolder(config.uploadDir);
    // A bucket gets them too, and those the database store kept: switching to IMAGE_STORE=s3 loses none.
    if (images instanceof S3ImageStorage) await importIntoBucket(images, config.uploadDir, app.get(DataSource));
  } catch (error) {
    await app?.close().catch(() => undefined);
    await db.close();
    throw error;
  } finally {
    await startupLock?.release();
  }
  const running = app;
  let closing: Promise<void> | undefined;
  return {
    app: running,
    db,
    config,
    close: () => {
      closing ??= (async () => {
        try {
          await running.close();
        } finally {
          await db.close();
        }
      })();
      return closing;
    },
  };
}
