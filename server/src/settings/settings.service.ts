import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { resolveSettings, type Settings } from '@pepper-atlas/domain';
import type { Repository } from 'typeorm';
import { Setting } from './setting.entity.js';

/** How long another process may serve a setting it read before an admin changed it. */
const CACHE_MS = 5000;

/** The one way to read settings: stored values over the defaults, cached briefly. */
@Injectable()
export class SettingsService {
  private cached: { value: Settings; at: number } | null = null;

  constructor(@InjectRepository(Setting) private readonly settings: Repository<Setting>) {}

  async get(): Promise<Settings> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.value;
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
    this.cached = null;
    return this.get();
  }

  async reset(): Promise<Settings> {
    await this.settings.clear();
    this.cached = null;
    return this.get();
  }
}
