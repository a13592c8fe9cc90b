import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { resolveSettings, type Settings } from '@pepper-atlas/domain';
import type { Redis } from 'ioredis';
import type { Repository } from 'typeorm';
import { REDIS } from '../redis/redis.module.js';
import { Setting } from './setting.entity.js';
import { recordCacheLookup } from '../common/cache-stats.js';

/** How long another process may serve a setting it read before an admin changed it (without Redis). */
const CACHE_MS = 5000;
/** With `REDIS_URL`, a change is announced here and every process drops its cached copy at once. */
const CHANGED_CHANNEL = 'settings-changed';

/** The one way to read settings: stored values over the defaults, cached briefly. */
@Injectable()
export class SettingsService implements OnModuleInit, OnApplicationShutdown {
  private cached: { value: Settings; at: number } | null = null;
  private subscriber: Redis | null = null;

  constructor(
    @InjectRepository(Setting) private readonly settings: Repository<Setting>,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    // keyPrefix applies to keys, not channels: the subscriber and publisher prefix the channel themselves.
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', () => {
      this.cached = null;
    });
    await this.subscriber.subscribe(this.channel()).catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  private channel(): string {
    return `${this.redis?.options.keyPrefix ?? ''}${CHANGED_CHANNEL}`;
  }

  private async changed(): Promise<void> {
    this.cached = null;
    await this.redis?.publish(this.channel(), String(Date.now())).catch(() => undefined);
  }

  async get(): Promise<Settings> {
    const cached = this.cached && Date.now() - this.cached.at < CACHE_MS ? this.cached : null;
    recordCacheLookup('settings', cached !== null);
    if (cached) return cached.value;
    const rows = await this.settings.find();
    const value = resolveSettings(Object.fromEntries(rows.map((row) => [row.key, row.value])));
    this.cached = { value, at: Date.now() };
    return value;
  }

  /** Stores the given settings (already validated) in one transaction. */
  async save(values: Partial<Settings>, userId: string | null): Promise<Settings> {
    await this.settings.manager.transaction(async (manager) => {
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined) continue;
        await manager.getRepository(Setting).upsert({ key, value, updatedBy: userId }, ['key']);
      }
    });
    await this.changed();
    return this.get();
  }

  async reset(): Promise<Settings> {
    await this.settings.clear();
    await this.changed();
    return this.get();
  }
}
