import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { countryCode, pepperColor, pepperShape, searchWords } from '@pepper-atlas/domain';
import type { DataSource } from 'typeorm';
import { type PoolAnnouncements, poolAnnouncements } from '../database/notifications.js';
import type { PepperListArgs } from './dto/pepper-list.args.js';

/** Entries kept per process; the oldest go first. A catalogue change empties the cache anyway. */
export const CATALOGUE_CACHE_ENTRIES = 5_000;

/** One value list of a filter as the query compares it: mapped, without repeats, in one order. */
function valueSet(values: readonly string[] | null | undefined, code: (value: string) => string = (v) => v): string[] {
  return [...new Set((values ?? []).filter((v) => v.trim() !== '').map(code))].sort();
}

/**
 * A catalogue filter as one string: two filters that select the same peppers get the same key (the
 * search by its folded words, colours, shapes and origins by their codes, lists in one order).
 */
export function catalogueFilterKey(args: Partial<PepperListArgs>): string {
  return JSON.stringify([
    args.status ?? 'active',
    searchWords(args.search).join(' '),
    valueSet(args.heatLevels),
    valueSet(args.groups),
    valueSet(args.colors, (v) => pepperColor(v) ?? ''),
    valueSet(args.shapes, (v) => pepperShape(v) ?? ''),
    valueSet([...(args.countries ?? []), ...(args.origins ?? [])], (v) => countryCode(v) ?? ''),
    args.featured ?? null,
    args.ids ? valueSet(args.ids) : null,
  ]);
}

export interface CatalogueCacheStats {
  hits: number;
  misses: number;
  entries: number;
}

/**
 * What the catalogue can answer again without scanning its matches: totals, statistics and the ids of
 * a page in an order that views and likes do not change. Every entry is keyed by `catalogue_version`,
 * the number a deferred trigger moves in the same transaction as any change to the peppers a list can
 * show (CatalogueVersion migration) and announces at commit. Each answer uses the newest number this
 * process knows, so a change is in this process's next answer and, within milliseconds, in every other
 * process's on the same database, whoever wrote it, with nothing to invalidate by hand. An entry
 * computed from a newer snapshot than its version is only ever newer, never older, than its key promises.
 *
 * Concurrent misses of one key share one computation, so 32 clients asking for a new search run it once.
 */
@Injectable()
export class CatalogueCache implements OnModuleInit {
  private version = '';
  private readonly entries = new Map<string, Promise<unknown>>();
  private hits = 0;
  private misses = 0;
  /** Whether `version` is known to be current: read while a connection listened, kept by announcements since. */
  private synced = false;
  private announcements: PoolAnnouncements | undefined;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Every pool connection LISTENs to the version's announcements (database/notifications.ts). A
   * connection receives its own announcement at its COMMIT, before the write's answer is sent, so this
   * process's changes are in its next answer; other processes' changes arrive on the idle connections
   * within milliseconds. While no connection listens (at start, after the pool closed its idle
   * connections) each answer reads the version instead.
   */
  onModuleInit(): void {
    this.announcements = poolAnnouncements(this.dataSource.options);
    this.announcements?.subscribe('catalogue_version', {
      announced: (payload) => this.advance(payload),
      gap: () => {
        this.synced = false;
      },
    });
  }

  /** A newer version empties the cache; an older one (announcements can cross) is ignored. */
  private advance(version: string): void {
    if (this.version !== '' && BigInt(version) <= BigInt(this.version)) return;
    this.version = version;
    this.entries.clear();
  }

  /** The catalogue's version now: from the announcements while a connection listens, else read. */
  async current(): Promise<string> {
    const listening = () => this.announcements?.listening ?? 0;
    if (this.synced && listening() > 0) return this.version;
    const listeningBefore = listening();
    const rows: { version: string | number }[] = await this.dataSource.query('SELECT version FROM catalogue_version WHERE id = 1');
    this.advance(String(rows[0]?.version ?? '0'));
    // Announcements cover everything after this read only if a connection was listening before it.
    if (listeningBefore > 0 && listening() > 0) this.synced = true;
    return this.version;
  }

  /** The value for `key` at `version`, computed at most once per process while it is kept. */
  remember<T>(version: string, key: string, compute: () => Promise<T>): Promise<T> {
    const full = `${version}\u0000${key}`;
    const known = this.entries.get(full) as Promise<T> | undefined;
    if (known) {
      this.hits++;
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(full);
      this.entries.set(full, known);
      return known;
    }
    this.misses++;
    const pending = compute();
    // Only a value of the version still current is worth keeping; a failure is not kept.
    if (version === this.version) {
      this.entries.set(full, pending);
      pending.catch(() => this.entries.delete(full));
      while (this.entries.size > CATALOGUE_CACHE_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    }
    return pending;
  }

  stats(): CatalogueCacheStats {
    return { hits: this.hits, misses: this.misses, entries: this.entries.size };
  }
}
