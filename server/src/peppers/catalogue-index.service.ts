import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isTypoTolerant } from '@pepper-atlas/domain';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { TypoReadings, typoWordsSql, TYPOS_WHEN_FEWER_THAN } from '../common/search/folded-search.js';
import { queryWithSettings } from '../common/sql.js';
import { COUNTERS_MAY_LAG_MS } from '../common/cache/content-cache.js';
import { recordCacheLookup } from '../common/cache-stats.js';
import { IndexKeeper } from '../common/search/index-keeper.js';
import {
  CatalogueIndex,
  INDEX_MAX_ROWS,
  parseIntegers,
  type IndexOrder,
  type IndexRanks,
  type IndexSearch,
} from './catalogue-index.js';
import { type Bits, TOKEN_SEPARATOR } from '../common/search/token-index.js';
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
/** The peppers the catalogue shows: the index's rows. */
const ACTIVE = `is_active AND deleted_at IS NULL`;
/** Words whose folding is kept (search_fold and show_trgm are immutable). */
const FOLDED_KEPT = 20_000;

const SEPARATOR = '\u001f';
const split = (joined: string | null): string[] => (joined ? joined.split(SEPARATOR) : []);

interface FoldedSearch {
  words: string[];
  phrase: string;
  phraseTrigrams: string[];
}

/** A word as search_fold gives it, and its trigrams as show_trgm gives them. */
interface FoldedWord {
  folded: string;
  trigrams: string[];
}

/**
 * A word of lower-case ASCII letters and digits as PostgreSQL folds it, without asking: search_fold leaves it as it is
 * (its changes are to quotes, Hebrew points and letters beyond ASCII), and show_trgm gives the three-letter windows of
 * the word with two spaces before it and one after. Null for any other word: PostgreSQL folds it.
 */
export function foldedAsciiWord(word: string): FoldedWord | null {
  if (!/^[a-z0-9]+$/.test(word)) return null;
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  return { folded: word, trigrams: [...trigrams] };
}

/** A read found the catalogue's version moved since its index was read: the index is stale. */
class CatalogueChanged extends Error {
  constructor() {
    super('the catalogue changed');
  }
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
 * the version in its own transaction) throws the build away (common/search/index-keeper.ts).
 */
@Injectable()
export class CatalogueIndexService extends IndexKeeper<CatalogueIndex> {
  private readonly folded = new Map<string, FoldedWord>();
  /**
   * For each index, the name words each typed word may stand for with a typo (typoWords): the words of the names change
   * only with the catalogue's version, and a new version is a new index.
   */
  private readonly typoReadings = new TypoReadings<CatalogueIndex>();
  private readonly popularityReads = new WeakMap<CatalogueIndex, Promise<void>>();
  /** The xmin of each index's last popularity read's snapshot: every counter written since is at or after it. */
  private readonly popularitySince = new WeakMap<CatalogueIndex, string>();
  private readonly popularityCounts = { whole: 0, since: 0, rows: 0 };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super('catalogue', 'peppers', config.searchIndex);
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
    // A lookup of the index: a miss is answered in SQL while it is (re)built.
    recordCacheLookup('catalogue-index', index !== null);
    if (!index) return null;
    const folded = words.length === 0 ? { words: [], phrase: '', phraseTrigrams: [] } : await this.fold(words);
    // A fold that leaves white space in a word (unaccent writes "¼" as " 1/4") could match across tokens: SQL answers.
    if (folded.words.length !== words.length || folded.words.some((w) => w === '' || TOKEN_SEPARATOR.test(w))) return null;
    let search: IndexSearch = folded;
    let typos = false;
    // The index keeps one bitset of matches for every search, valid until the next: read again after an await.
    let matches: Bits | null = index.matches(search, filter);
    if (words.some((w) => isTypoTolerant(w)) && index.count(matches) < TYPOS_WHEN_FEWER_THAN) {
      search = { ...folded, standsFor: await this.typoWords(index, words) };
      typos = true;
      matches = null;
    }
    if (order.by === 'popularity') {
      try {
        await this.freshPopularity(index);
      } catch {
        return null; // SQL reads it
      }
      // A count beyond what a sort key holds exactly (billions of views): SQL orders it.
      if (!index.popularityFits) return null;
      matches = null;
    }
    this.counts.answers++;
    if (typos) this.counts.typos++;
    return { ...index.page(matches ?? index.matches(search, filter), search, order, skip, take), typos };
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

  /**
   * Popularity read once for all the searches that need it meanwhile, in one statement with the catalogue's version (which
   * says the rows are still the index's) and its snapshot's xmin. The first read, the build's, reads every active
   * pepper's, in id order (the index's rows' order) as one text; each later one only the rows whose counters a
   * transaction at or after the last read's xmin wrote (`counters_xact`, kept by a trigger: PepperCounterWriters
   * migration), which are all the rows that read could not see. At 1,000,000 peppers the whole read took about 2 s; a
   * read of the rows written since takes milliseconds while views come in. Throws CatalogueChanged when the index is stale.
   */
  private readPopularity(index: CatalogueIndex): Promise<void> {
    let pending = this.popularityReads.get(index);
    if (!pending) {
      const started = Date.now();
      const since = this.popularitySince.get(index);
      const each = `string_agg((likes::bigint * 5 + views)::text, ',' ORDER BY id)`;
      const atRead = `pg_snapshot_xmin(pg_current_snapshot())::text AS xmin, (SELECT version::text FROM content_versions WHERE name = 'catalogue') AS version`;
      pending = (
        since === undefined
          ? this.dataSource.query(`SELECT ${atRead}, NULL AS ids, (SELECT coalesce(${each}, '') FROM peppers WHERE ${ACTIVE}) AS popularity`)
          : this.dataSource.query(
              `SELECT ${atRead}, string_agg(id::text, ',' ORDER BY id) AS ids, coalesce(${each}, '') AS popularity
               FROM peppers WHERE counters_xact >= $1::bigint AND ${ACTIVE}`,
              [since],
            )
      )
        .then(([row]: { xmin: string; version: string | null; ids: string | null; popularity: string }[]) => {
          if ((row.version ?? '0') !== index.version) throw new CatalogueChanged();
          if (since === undefined) {
            index.setPopularity(parseIntegers(row.popularity), started);
            this.popularityCounts.whole++;
          } else {
            const rows = (row.ids ? row.ids.split(',') : []).map((id) => index.rowOf(id));
            // An active pepper the index lacks has moved the version too: the next index reads popularity whole.
            if (rows.includes(-1)) throw new CatalogueChanged();
            index.changePopularity(rows, parseIntegers(row.popularity), started);
            this.popularityCounts.since++;
            this.popularityCounts.rows += rows.length;
          }
          this.popularitySince.set(index, row.xmin);
        })
        .finally(() => this.popularityReads.delete(index));
      this.popularityReads.set(index, pending);
    }
    return pending;
  }

  /** Popularity's reads: whole, of the rows written since the last (and how many rows those read in all). */
  popularityStats(): { whole: number; since: number; rows: number } {
    return { ...this.popularityCounts };
  }

  /** The index of `version`: the one kept, or a build's if it is ready soon (null meanwhile: SQL answers). */
  private async indexOf(version: string): Promise<CatalogueIndex | null> {
    if (this.index?.version === version) return this.index;
    const built = await this.built();
    return built?.version === version ? built : null;
  }

  /** The index of the version read before the rows, unless the version moved while they were read. */
  protected async read(): Promise<CatalogueIndex | null> {
    const versionNow = async () =>
      String((await this.dataSource.query(`SELECT version FROM content_versions WHERE name = 'catalogue'`))[0]?.version ?? '0');
    const before = await versionNow();
    const index = await this.readIndex(before);
    if (!index) return null;
    // Popularity read whole now, with the version (which says the rows are still the index's): no popularity search
    // waits for that read once the index answers (about 2 s at 1,000,000 peppers, every such search held meanwhile).
    try {
      await this.readPopularity(index);
    } catch (error) {
      if (error instanceof CatalogueChanged) return null;
      throw error;
    }
    return index;
  }

  /** A build that read an older version than the kept index's (two builds raced) does not replace it. */
  protected override replaces(built: CatalogueIndex, kept: CatalogueIndex | null): boolean {
    return !kept || BigInt(built.version) >= BigInt(kept.version);
  }

  /**
   * The index of the active peppers: their ranks in every order first, then their folded text, names' words and
   * trigrams and facets in chunks, each added a slice at a time between other requests (the event loop is never held
   * for long). Null when the rows changed meanwhile.
   */
  private async readIndex(version: string): Promise<CatalogueIndex | null> {
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
         FROM peppers WHERE ${ACTIVE}`,
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
         FROM peppers WHERE ${ACTIVE} AND id > $1 ORDER BY id LIMIT ${BUILD_CHUNK}`,
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

  /**
   * The words and phrase as search_fold gives them, and the phrase's trigrams: what the SQL compares. Each word is folded
   * once (kept, up to FOLDED_KEPT of them), the words not seen yet in one statement, a plain ASCII word without one. The
   * phrase is its words' folds joined by a space (search_fold changes each character alone), and its trigrams are theirs
   * (show_trgm takes each word of the phrase apart).
   */
  private async fold(words: readonly string[]): Promise<FoldedSearch> {
    const found = new Map<string, FoldedWord>();
    const missing: string[] = [];
    for (const word of words) {
      const known = this.folded.get(word) ?? foldedAsciiWord(word);
      if (known) found.set(word, known);
      else missing.push(word);
    }
    if (missing.length > 0) {
      const rows: { word: string; folded: string; trigrams: string | null }[] = await this.dataSource.query(
        `SELECT w AS word, search_fold(w) AS folded, array_to_string(show_trgm(search_fold(w)), chr(31)) AS trigrams FROM unnest($1::text[]) AS w`,
        [missing],
      );
      for (const row of rows) {
        const folded = { folded: row.folded, trigrams: split(row.trigrams) };
        found.set(row.word, folded);
        this.folded.set(row.word, folded);
      }
      while (this.folded.size > FOLDED_KEPT) this.folded.delete(this.folded.keys().next().value as string);
    }
    const each = words.map((word) => found.get(word)!);
    return {
      words: each.map((w) => w.folded),
      phrase: each.map((w) => w.folded).join(' '),
      phraseTrigrams: [...new Set(each.flatMap((w) => w.trigrams))],
    };
  }

  /**
   * For each word of 4+ letters, the name words it may stand for with a typo (folded-search.ts); null for the others.
   * Each word is read once per index (TypoReadings keeps them): the words not seen yet in one statement.
   */
  private async typoWords(index: CatalogueIndex, words: readonly string[]): Promise<(string[] | null)[]> {
    const kept = this.typoReadings.of(index);
    const missing = [...new Set(words.filter((w) => isTypoTolerant(w) && !kept.has(w)))];
    const read = new Map<string, string[]>();
    if (missing.length > 0) {
      // One statement, at the connection's pg_trgm floor: each word's own bar is in its SQL (typoWordsSql), so the words
      // are the same as with the bar set for the statement, without a transaction's three more round trips.
      const columns = missing.map((w, i) => `array_to_string(ARRAY(${typoWordsSql('pepper', `search_fold($${i + 1})`, w)}), chr(31)) AS w${i}`);
      const rows: Record<string, string | null>[] = await this.dataSource.query(`SELECT ${columns.join(', ')}`, missing);
      this.counts.typoReads++;
      missing.forEach((w, i) => read.set(w, split(rows[0][`w${i}`])));
    }
    const readings = words.map((w) => (isTypoTolerant(w) ? (kept.get(w) ?? read.get(w)!) : null));
    this.typoReadings.keep(index, read);
    return readings;
  }
}
