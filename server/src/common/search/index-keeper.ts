import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { recordIndexBuilt } from '../cache-stats.js';

/** How long a search waits for the build it needs before SQL answers it: a small table's build is over by then. */
const WAIT_FOR_BUILD_MS = 200;

/** What a kept index tells of itself. */
export interface KeptIndex {
  /** Rows (documents) it holds. */
  readonly size: number;
  /** Distinct words among them. */
  readonly tokens: number;
}

/**
 * Searches answered from the index (of them, with typos forgiven), statements that read the words a typo may stand for,
 * builds kept and the last one's length.
 */
export interface IndexStats {
  answers: number;
  typos: number;
  typoReads: number;
  builds: number;
  buildMs: number;
}

/**
 * Keeps one index in memory and builds it in the background (issue 34): the catalogue's and the forum's. One build runs at
 * a time, the first as the app starts (the first searches find it ready). A build that failed, or was thrown away because
 * the rows changed while it read them, delays the next by as long as it took: a burst of writes is not followed by as
 * many builds. A search waits for a build only within WAIT_FOR_BUILD_MS of its start (a small table's), else SQL
 * answers it at once. Several app processes each keep their own.
 */
export abstract class IndexKeeper<T extends KeptIndex> implements OnApplicationBootstrap {
  protected index: T | null = null;
  protected readonly counts: IndexStats = { answers: 0, typos: 0, typoReads: 0, builds: 0, buildMs: 0 };
  private readonly logger: Logger;
  private building: Promise<T | null> | null = null;
  /** No build starts before this (Date.now()). */
  private notBefore = 0;
  private buildStarted = 0;

  /**
   * @param name the index's name in metrics and logs
   * @param rows what its rows are, for the log of a large build ("peppers")
   * @param enabled SEARCH_INDEX: off, no index is built and every search is SQL's
   */
  protected constructor(
    private readonly name: 'catalogue' | 'forum',
    private readonly rows: string,
    protected readonly enabled: boolean,
  ) {
    this.logger = new Logger(`${name[0].toUpperCase()}${name.slice(1)}Index`);
  }

  onApplicationBootstrap(): void {
    if (this.enabled) this.rebuild();
  }

  stats(): IndexStats {
    return { ...this.counts };
  }

  /** Reads a new index from the database; null when the rows changed while it read them (or there are too many). */
  protected abstract read(): Promise<T | null>;

  /** Whether a new index replaces the one kept (a build that started earlier than the kept one's does not). */
  protected replaces(_built: T, _kept: T | null): boolean {
    return true;
  }

  /** Starts a build unless one runs or one failed lately; the one running, if any. */
  protected rebuild(): Promise<T | null> | null {
    if (!this.building && Date.now() >= this.notBefore) {
      this.buildStarted = Date.now();
      this.building = this.build().finally(() => (this.building = null));
    }
    return this.building;
  }

  /** The index a build (started now if none runs) gives within WAIT_FOR_BUILD_MS of its start; null past that. */
  protected async built(): Promise<T | null> {
    const building = this.rebuild();
    const wait = this.buildStarted + WAIT_FOR_BUILD_MS - Date.now();
    if (!building || wait <= 0) return null;
    const ready = Promise.race([building, new Promise<null>((resolve) => setTimeout(() => resolve(null), wait).unref())]);
    return (await ready.catch(() => null)) ?? null;
  }

  /** An index dropped (made stale) is not used again; the next is built meanwhile. */
  protected drop(index: T): void {
    if (this.index === index) this.index = null;
    this.rebuild();
  }

  private async build(): Promise<T | null> {
    const started = Date.now();
    try {
      const index = await this.read();
      const ms = Date.now() - started;
      if (!index) {
        this.notBefore = Date.now() + ms;
        return null;
      }
      this.counts.builds++;
      this.counts.buildMs = ms;
      recordIndexBuilt(this.name, index.size, ms / 1000);
      if (this.replaces(index, this.index)) this.index = index;
      if (index.size >= 10_000) this.logger.log(`${index.size} ${this.rows}, ${index.tokens} distinct words, built in ${ms} ms`);
      return index;
    } catch (error) {
      this.notBefore = Date.now() + (Date.now() - started);
      this.logger.warn(`${this.name} index not built: ${(error as Error).message}`);
      return null;
    }
  }
}
