import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AppError, ErrorCode, SERVICE_RETRY_AFTER_SECONDS } from '../common/errors/app-error.js';

/** The shared Redis connection, or null when `REDIS_URL` is not set (one process: the database is enough). */
export const REDIS = Symbol('REDIS');

/**
 * One Redis client per process for state that every app process must share (sign-in throttling,
 * settings-cache invalidation). Commands fail at once while Redis is unreachable instead of
 * queueing, so a request answers 503 rather than hanging.
 */
export function createRedis(url: string, keyPrefix: string): Redis {
  const logger = new Logger('Redis');
  const client = new Redis(url, {
    keyPrefix,
    lazyConnect: false,
    enableOfflineQueue: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let reported = false;
  client.on('error', (error: Error) => {
    if (!reported) logger.warn(`Redis unavailable: ${error.message}`);
    reported = true;
  });
  client.on('ready', () => {
    reported = false;
  });
  return client;
}

/** Runs a Redis command; a connection failure becomes the 503 the rest of the API uses. */
export async function redisCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    new Logger('Redis').warn(`Redis command failed: ${(error as Error).message}`);
    throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, undefined, {
      retryAfter: 5,
    });
  }
}

@Injectable()
class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    if (!this.redis) return;
    await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Redis | null => (config.redisUrl ? createRedis(config.redisUrl, config.redisPrefix) : null),
    },
    RedisLifecycle,
  ],
  exports: [REDIS],
})
export class RedisModule {}
