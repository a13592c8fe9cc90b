import { type DynamicModule, type INestApplication, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Logger, LoggerModule } from 'nestjs-pino';
import { pino } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { flushLogs, logDestination } from './log-destination.js';
import { loggerOptions, requestLogMiddleware } from './request-log.js';

export const REQUEST_LOG = Symbol('REQUEST_LOG');

/** Nest's start-up chatter (every module and route it sets up): not worth a log line each. */
const FRAMEWORK_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication', 'GraphQLModule']);

/** The app's Logger: nestjs-pino's (JSON, with the request id of the request being served), quiet at start. */
@Injectable()
export class AppLogger extends Logger {
  override log(message: unknown, ...params: unknown[]): void {
    if (FRAMEWORK_CONTEXTS.has(String(params[params.length - 1]))) return;
    super.log(message, ...params);
  }
}

/** At app close (SIGTERM, SIGINT, tests), the buffered log lines are written out. */
@Injectable()
class LogFlusher implements OnApplicationShutdown {
  onApplicationShutdown(): Promise<void> {
    return flushLogs();
  }
}

/**
 * Structured logs (pino through nestjs-pino): one summary line per request with its request id, and
 * every line the app logs while serving it carries that id too.
 */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig): DynamicModule {
    const requestLog = requestLogMiddleware(pino(loggerOptions(config.logLevel === 'silent' ? 'silent' : 'info'), logDestination(config.logFormat)));
    return {
      module: LoggingModule,
      // nestjs-pino binds the request's logger (set by requestLog, see useStructuredLogs) to the request's context.
      imports: [LoggerModule.forRoot({ pinoHttp: { logger: requestLog.logger }, useExisting: true })],
      providers: [{ provide: REQUEST_LOG, useValue: requestLog }, AppLogger, LogFlusher],
      exports: [REQUEST_LOG, AppLogger],
    };
  }
}

/**
 * The request log goes first, before any other middleware, so every request gets its id and its line,
 * including those refused before Nest's routing (a body too large, malformed JSON); Nest's Logger writes
 * through pino from here on.
 */
export function useStructuredLogs(app: INestApplication): void {
  app.use(app.get(REQUEST_LOG));
  app.useLogger(app.get(AppLogger));
}
