import { Controller, Get, Inject, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { Public } from '../common/decorators/public.decorator.js';
import { REDIS } from '../redis/redis.module.js';
import { HealthAnswer } from './health.answer.js';
import { IMAGE_STORAGE, type ImageStorage } from '../uploads/image-storage.service.js';

type State = 'up' | 'down';

/** A dependency that answers more slowly than this counts as down: a load balancer must not wait on it. */
const CHECK_TIMEOUT_MS = 2000;

async function check(probe: () => Promise<unknown>): Promise<State> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref();
      }),
    ]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

@Controller('api/health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(IMAGE_STORAGE) private readonly images: ImageStorage,
  ) {}

  /**
   * 200 when every dependency is up; 503 when one is down, named in the body (`database`, and `redis`
   * when REDIS_URL is set: sign-in needs it; `storage`, the image store named in `storageKind`). Load
   * balancers and the README's check read this.
   */
  @ApiOperation({ summary: 'Whether the app and the services it needs are up' })
  @ApiOkResponse({ type: HealthAnswer })
  @ApiResponse({ status: 503, type: HealthAnswer, description: 'A service is down: named in the body' })
  @Public()
  @Get()
  async health(@Res({ passthrough: true }) res: Response) {
    const redis = this.redis;
    const [database, redisState, storage] = await Promise.all([
      check(() => this.dataSource.query('SELECT 1')),
      // While ioredis reconnects, a ping would wait in its queue: not ready is down.
      redis ? (redis.status === 'ready' ? check(() => redis.ping()) : Promise.resolve<State>('down')) : undefined,
      check(() => this.images.check()),
    ]);
    const ok = database === 'up' && redisState !== 'down' && storage === 'up';
    if (!ok) res.status(503);
    return {
      status: ok ? 'ok' : 'degraded',
      database,
      ...(redisState ? { redis: redisState } : {}),
      storage,
      storageKind: this.images.kind,
      uptime: Math.round(process.uptime()),
    };
  }
}
