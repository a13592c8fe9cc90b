import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isTypoTolerant } from '@pepper-atlas/domain';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { typoSettings, typoSimilarity, typoWordsSql, TYPOS_WHEN_FEWER_THAN } from '../common/search/folded-search.js';
import { queryWithSettings } from '../common/sql.js';
import { COUNTERS_MAY_LAG_MS } from '../common/cache/content-cache.js';
import { recordCacheLookup, recordIndexBuilt } from '../common/cache-stats.js';
import {
  CatalogueIndex,
  INDEX_MAX_ROWS,
  type IndexOrder,
  type IndexRanks,
  type IndexSearch,
} from './catalogue-index.js';
import { TOKEN_SEPARATOR } from '../common/search/token-index.js';
import type { PepperFilterValues } from './pepper-filter.js';

/** One search's answer from the index: a page of ids, every match counted, and whether typos were forgiven. */
export interface IndexAnswer {
  ids: string[];
  total: number;
  typos: boolean;
}

/** Rows read per statement while building: the build never holds a connection for long (PGlite has one). */
const BUILD_CHUNK = 5_000;
/** Rows added to an index between two turns of the event loop while it is built. */
const ADD_SLICE = 500;
/** How long a search waits for the build it needs before SQL answers it: a small catalogue's build is over by then. */
const WAIT_FOR_BUILD_MS = 200;
/**
 * The most active peppers whose popularity the index reads every second: a read of every one of them, which took about
 * 2 s at 1,000,000 on the bench machine (bench/RESULTS.md); a larger catalogue's popularity order is SQL's.
 */
const POPULARITY_MAX_ROWS = 250_000;
/** Searches whose folding is kept (search_fold and show_trgm are immutable). */
const FOLDED_KEPT = 2_000;

const SEPARATOR = '\u001f';
const split = (joined: string | null): string[] => (joined ? joined.split(SEPARATOR) : []);

interface FoldedSearch {
  words: string[];
  phrase: string;
  phraseTrigrams: string[];
}

interface LoadedRow {
  id: string;
  text: string | null;
  names: string | null;
  name_words: string | null;
  trigrams: string | null;
  heat_level: string | null;
  group: string | null;
  color: string | null;
  shape: string | null;
  country: string | null;
  featured: boolean;
}

/**
 * Keeps the catalogue index (catalogue-index.ts) of the catalogue's current version and answers searches from it.
 *
 * A search asks it with the version its answer is for (CatalogueCache): an index of exactly that version answers; any
 * other is rebuilt in the background while SQL answers, so nothing is ever answered from a catalogue that has changed.
 * A build reads the version, then the rows in chunks, then the version again: a change committed in between (it moves
 * the version in its own transaction) throws the build away. Several app processes each keep their own.
 */
@Injectable()
export class CatalogueIndexService implements OnApplicationBootstrap {
  private readonly logger = new Logger('CatalogueIndex');
  private index: CatalogueIndex | null = null;
  private building: Promise<CatalogueIndex | null> | null = null;
  /** No build starts before this (Date.now()): after a build the catalogue's changes threw away. */
  private notBefore = 0;
  private readonly folded = new Map<string, Promise<FoldedSearch>>();
  private readonly popularityReads = new WeakMap<CatalogueIndex, Promise<void>>();
  private readonly enabled: boolean;
  private readonly counts = { answers: 0, typos: 0, builds: 0, buildMs: 0 };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.enabled = config.searchIndex;
  }

  /** The first index is built as the app starts, in the background: the first searches find it ready. */
  onApplicationBootstrap(): void {
    if (this.enabled) this.building ??= this.build().finally(() => (this.building = null));
  }

  /**
   * A page of a list's matches in an order (a search's, or with no words a filter's), every match counted, answered from
   * the index of `version`; null when there is none yet (the caller answers in SQL) or the search has a word the index
   * cannot compare.
   */
  async search(
    version: string,
    words: readonly string[],
    filter: PepperFilterValues,
    order: IndexOrder,
    skip: number,
    take: number,
  ): Promise<IndexAnswer | null> {
    if (!this.enabled) return null;
    const index = await this.indexOf(version);
    // Popularity is read whole each second: past POPULARITY_MAX_ROWS that read costs more than SQL's answers.
    if (index && order.by === 'popularity' && index.size > POPULARITY_MAX_ROWS) return null;
    // A lookup of the index: a miss is answered in SQL while it is (re)built.
    recordCacheLookup('catalogue-index', index !== null);
    if (!index) return null;
    const folded = words.length === 0 ? { words: [], phrase: '', phraseTrigrams: [] } : await this.fold(words);
    // A fold that leaves white space in a word (unaccent writes "¼" as " 1/4") could match across tokens: SQL answers.
    if (folded.words.length !== words.length || folded.words.some((w) => w === '' || TOKEN_SEPARATOR.test(w))) return null;
    const exact: IndexSearch = folded;
    let matches = index.matches(exact, filter);
    let search = exact;
    let typos = false;
    if (words.some((w) => isTypoTolerant(w)) && index.count(matches) < TYPOS_WHEN_FEWER_THAN) {
      search = { ...folded, standsFor: await this.typoWords(words) };
      matches = index.matches(search, filter);
      typos = true;
    }
    if (order.by === 'popularity') {
      try {
        await this.freshPopularity(index);
      } catch {
        return null; // SQL reads it
      }
    }
    this.counts.answers++;
    if (typos) this.counts.typos++;
    return { ...index.page(matches, search, order, skip, take), typos };
  }

  /**
   * Popularity no older than a reader may see the counters (views and likes move it without a new version, and a guest's
   * answer may be that old anyway).
   */
  private async freshPopularity(index: CatalogueIndex): Promise<void> {
    const read = index.popularityRead;
    const age = read === null ? Infinity : Date.now() - read;
    if (age < COUNTERS_MAY_LAG_MS / 2) return;
    // Half as old as it may be: read again in the background, the searches meanwhile use it; older, they wait for it.
    const pending = this.readPopularity(index);
    if (age >= COUNTERS_MAY_LAG_MS) await pending;
    else pending.catch(() => undefined);
  }

  /** Popularity read once for all the searches that need it meanwhile. */
  private readPopularity(index: CatalogueIndex): Promise<void> {
    let pending = this.popularityReads.get(index);
    if (!pending) {
      const started = Date.now();
      pending = this.dataSource
        .query(`SELECT id, (likes * 5 + views)::float8 AS popularity FROM peppers WHERE is_active AND deleted_at IS NULL`)
        .then((rows: { id: string; popularity: number | string }[]) =>
          index.setPopularity(
            rows.map((r) => ({ id: r.id, popularity: Number(r.popularity) })),
            started,
          ),
        )
        .finally(() => this.popularityReads.delete(index));
      this.popularityReads.set(index, pending);
    }
    return pending;
  }

  /** Searches answered from the index (and of those, with typos forgiven), builds kept and the last one's length. */
  stats(): { answers: number; typos: number; builds: number; buildMs: number } {
    return { ...this.counts };
  }

  /** The index of `version`: built now if it is quick, else started in the background (null meanwhile). */
  private async indexOf(version: string): Promise<CatalogueIndex | null> {
    if (this.index?.version === version) return this.index;
    if (!this.building && Date.now() < this.notBefore) return null;
    const building = (this.building ??= this.build().finally(() => (this.building = null)));
    // Waited for as long as a small catalogue's build takes (what the last build took says nothing after a bulk load).
    const wait = Promise.race([building, new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_FOR_BUILD_MS).unref())]);
    const built = await wait.catch(() => null);
    return built?.version === version ? built : null;
  }

  private async build(): Promise<CatalogueIndex | null> {
    const started = Date.now();
    try {
      const versionNow = async () =>
        String((await this.dataSource.query(`SELECT version FROM content_versions WHERE name = 'catalogue'`))[0]?.version ?? '0');
      const before = await versionNow();
      const index = await this.readIndex(before);
      const moved = !index || (await versionNow()) !== before;
      const ms = Date.now() - started;
      if (moved) {
        // The catalogue changed while it was read: the next build waits as long as this one took (a burst of writes
        // is not followed by as many builds).
        this.notBefore = Date.now() + ms;
        return null;
      }
      this.counts.builds++;
      this.counts.buildMs = ms;
      recordIndexBuilt('catalogue', index.size, ms / 1000);
      if (!this.index || BigInt(before) >= BigInt(this.index.version)) this.index = index;
      if (index.size >= 10_000) this.logger.log(`${index.size} peppers, ${index.tokens} distinct words, built in ${ms} ms`);
      return index;
    } catch (error) {
      this.notBefore = Date.now() + (Date.now() - started);
      this.logger.warn(`catalogue index not built: ${(error as Error).message}`);
      return null;
    }
  }

  /**
   * The index of the active peppers: their ranks in every order first, then their folded text, names' words and
   * trigrams and facets in chunks, each added a slice at a time between other requests (the event loop is never held
   * for long). Null when the rows changed meanwhile.
   */
  private async readIndex(version: string): Promise<CatalogueIndex | null> {
    const active = `is_active AND deleted_at IS NULL`;
    const ranks = new Map<string, IndexRanks>();
    // The build's statements read every active pepper: at a million of them, longer than a request's statement may run.
    const read = <T>(sql: string, parameters: unknown[] = []) => queryWithSettings<T>(this.dataSource, ['SET LOCAL statement_timeout = 0'], sql, parameters);
    const ranked: { id: string; ne: number; re: number; nh: number; rh: number; ri: number; s: number; c: number; u: number }[] =
      await read(
        `SELECT id,
           dense_rank() OVER (ORDER BY name_key_en COLLATE "C")::int - 1 AS ne, row_number() OVER (ORDER BY name_key_en COLLATE "C", id)::int - 1 AS re,
           dense_rank() OVER (ORDER BY name_key_he COLLATE "C")::int - 1 AS nh, row_number() OVER (ORDER BY name_key_he COLLATE "C", id)::int - 1 AS rh,
           row_number() OVER (ORDER BY id)::int - 1 AS ri, dense_rank() OVER (ORDER BY shu_sort)::int - 1 AS s,
           dense_rank() OVER (ORDER BY created_at)::int - 1 AS c, dense_rank() OVER (ORDER BY last_updated)::int - 1 AS u
         FROM peppers WHERE ${active}`,
      );
    if (ranked.length > INDEX_MAX_ROWS) return null;
    for (const r of ranked)
      ranks.set(r.id, { nameEn: r.ne, nameRowEn: r.re, nameHe: r.nh, nameRowHe: r.rh, id: r.ri, shu: r.s, created: r.c, updated: r.u });
    const index = new CatalogueIndex(ranked.length, version);
    let added = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const chunk: LoadedRow[] = await read(
        `SELECT id, search_text AS text, search_names AS names, array_to_string(search_name_words, chr(31)) AS name_words,
           array_to_string(show_trgm(coalesce(search_names, '')), chr(31)) AS trigrams,
           heat_level, "group", color, shape, country, is_featured AS featured
         FROM peppers WHERE ${active} AND id > $1 ORDER BY id LIMIT ${BUILD_CHUNK}`,
        [after],
      );
      for (let from = 0; from < chunk.length; from += ADD_SLICE) {
        for (const r of chunk.slice(from, from + ADD_SLICE)) {
          const rank = ranks.get(r.id);
          // A pepper activated since the ranks were read (or more of them): the version has moved too.
          if (!rank || added === ranked.length) return null;
          index.add({
            id: r.id,
            text: r.text ?? '',
            names: r.names ?? '',
            nameWords: split(r.name_words),
            trigrams: split(r.trigrams),
            facets: { heatLevel: r.heat_level, group: r.group, color: r.color, shape: r.shape, country: r.country },
            featured: r.featured === true,
            ranks: rank,
          });
          added++;
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (chunk.length < BUILD_CHUNK) break;
      after = chunk[chunk.length - 1].id;
    }
    return added === ranked.length ? index.seal() : null;
  }

  /** The words and phrase as search_fold gives them, and the phrase's trigrams: what the SQL compares. */
  private fold(words: readonly string[]): Promise<FoldedSearch> {
    const key = words.join(' ');
    const known = this.folded.get(key);
    if (known) return known;
    const pending = this.dataSource
      .query(
        `SELECT array_to_string(ARRAY(SELECT search_fold(w) FROM unnest($1::text[]) WITH ORDINALITY AS u(w, n) ORDER BY n), chr(31)) AS words,
           search_fold($2) AS phrase, array_to_string(show_trgm(search_fold($2)), chr(31)) AS trigrams`,
        [words, key],
      )
      .then((rows: { words: string | null; phrase: string; trigrams: string | null }[]) => ({
        words: split(rows[0].words),
        phrase: rows[0].phrase,
        phraseTrigrams: split(rows[0].trigrams),
      }));
    this.folded.set(key, pending);
    pending.catch(() => this.folded.delete(key));
    while (this.folded.size > FOLDED_KEPT) this.folded.delete(this.folded.keys().next().value as string);
    return pending;
  }

  /** For each word of 4+ letters, the name words it may stand for with a typo (folded-search.ts); null for the others. */
  private async typoWords(words: readonly string[]): Promise<(string[] | null)[]> {
    const tolerant = words.filter((w) => isTypoTolerant(w));
    const bar = Math.min(...tolerant.map((w) => typoSimilarity(w)));
    const columns = tolerant.map((w, i) => `array_to_string(ARRAY(${typoWordsSql('pepper', `search_fold($${i + 1})`, w)}), chr(31)) AS w${i}`);
    const rows = await queryWithSettings<Record<string, string | null>>(this.dataSource, typoSettings({ typoBar: bar }), `SELECT ${columns.join(', ')}`, tolerant);
    return words.map((w) => (isTypoTolerant(w) ? split(rows[0][`w${tolerant.indexOf(w)}`]) : null));
  }
}
