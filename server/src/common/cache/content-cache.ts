import type { OnModuleInit } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { type PoolAnnouncements, poolAnnouncements } from '../database/pool-announcements.js';
import { recordCacheLookup } from '../cache-stats.js';

/** The kinds of content with a row in `content_versions`. */
export type ContentKind = 'catalogue' | 'forum' | 'content';

/**
 * How old the counters that move no version (views, likes, comment counts) may be in an answer: a guest's kept answer
 * (app/guest-answers.ts), a guest's page, the catalogue index's popularity order (peppers/catalogue-index.service.ts).
 */
export const COUNTERS_MAY_LAG_MS = 1_000;

/** Entries kept per process; the oldest go first. A new version empties the cache anyway. */
export const CONTENT_CACHE_ENTRIES = 5_000;

export interface ContentCacheStats {
  hits: number;
  misses: number;
  entries: number;
}

/**
 * What a kind of content can answer again without scanning its rows: totals, statistics, the ids of
 * a page in an order that views and likes do not change. Every entry is keyed by the kind's row of
 * `content_versions`, the number a deferred trigger moves in the same transaction as any change a list
 * can show (ContentVersions migration) and announces at commit. Each answer uses the newest number this
 * process knows, so a change is in this process's next answer and, within milliseconds, in every other
 * process's on the same database, whoever wrote it, with nothing to invalidate by hand. An entry
 * computed from a newer snapshot than its version is only ever newer, never older, than its key promises.
 *
 * Concurrent misses of one key share one computation, so 32 clients asking for a new search run it once.
 */
export abstract class ContentCache implements OnModuleInit {
  private version = '';
  private readonly entries = new Map<string, Promise<unknown>>();
  private hits = 0;
  private misses = 0;
  /** Whether `version` is known to be current: read while a connection listened, kept by announcements since. */
  private synced = false;
  private announcements: PoolAnnouncements | undefined;

  constructor(
    private readonly dataSource: DataSource,
    readonly kind: ContentKind,
  ) {}

  /**
   * Every pool connection LISTENs to the versions' announcements (common/database/pool-announcements.ts). A
   * connection receives its own announcement at its COMMIT, before the write's answer is sent, so this
   * process's changes are in its next answer; other processes' changes arrive on the idle connections
   * within milliseconds. While no connection listens (at start, after the pool closed its idle
   * connections) each answer reads the version instead.
   */
  onModuleInit(): void {
    this.announcements = poolAnnouncements(this.dataSource.options);
    this.announcements?.subscribe('content_version', {
      announced: (payload) => {
        const [kind, version] = payload.split(':');
        if (kind === this.kind && version) this.advance(version);
      },
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

  /** The version when the announcements keep it current (no read, no promise); undefined when it must be read. */
  known(): string | undefined {
    return this.synced && (this.announcements?.listening ?? 0) > 0 ? this.version : undefined;
  }

  /** The content's version now: from the announcements while a connection listens, else read. */
  async current(): Promise<string> {
    const listening = () => this.announcements?.listening ?? 0;
    if (this.synced && listening() > 0) return this.version;
    const listeningBefore = listening();
    const rows: { version: string | number }[] = await this.dataSource.query('SELECT version FROM content_versions WHERE name = $1', [this.kind]);
    this.advance(String(rows[0]?.version ?? '0'));
    // Announcements cover everything after this read only if a connection was listening before it.
    if (listeningBefore > 0 && listening() > 0) this.synced = true;
    return this.version;
  }

  /** Whether a value for `key` at `version` is kept (neither counted as a lookup nor moved in the order). */
  has(version: string, key: string): boolean {
    return this.entries.has(`${version}\u0000${key}`);
  }

  /** The value for `key` at `version`, computed at most once per process while it is kept. */
  remember<T>(version: string, key: string, compute: () => Promise<T>): Promise<T> {
    const full = `${version}\u0000${key}`;
    const known = this.entries.get(full) as Promise<T> | undefined;
    recordCacheLookup(this.kind, known !== undefined);
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
      while (this.entries.size > CONTENT_CACHE_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    }
    return pending;
  }

  stats(): ContentCacheStats {
    return { hits: this.hits, misses: this.misses, entries: this.entries.size };
  }
}
