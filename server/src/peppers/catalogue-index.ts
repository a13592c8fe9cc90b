/**
 * The catalogue's search in memory (issue 34): the active peppers of one catalogue version, held as inverted indexes
 * so a search's matches are counted and ordered without reading a row. At 100,000 peppers every match a search counted
 * or sorted in SQL cost a heap visit (rows of about 1.5 KB); here a match is a bit.
 *
 * It answers exactly what the SQL of pepper-search.ts answers, by the same rules, with every comparison PostgreSQL would
 * make decided by PostgreSQL itself, at build time or per search (catalogue-index.service.ts):
 * - a word matches as a substring of the folded text (LIKE '%word%'): a word has no white space, so an occurrence lies
 *   inside one white-space-separated token, and the rows of a word are those of the distinct tokens that contain it;
 * - a typo matches a name word PostgreSQL's word similarity picked (the service asks it), through the rows' name words;
 * - relevance is the phrase in the names, then pg_trgm's similarity of the phrase and the names: the trigrams are
 *   PostgreSQL's (show_trgm), the arithmetic is pg_trgm's (shared / (one + other - shared), in float4);
 * - every other order is PostgreSQL's: dense ranks of the sort columns and the names' byte order, ties by id;
 *   popularity (views and likes) is read apart, as often as the counters may lag in an answer: whole once, then the rows
 *   written since, changed in place.
 */

import { type Bits, countBits, forEachBit, hasBit, TOKEN_SEPARATOR, TokenIndex } from '../common/search/token-index.js';

/** How many rows an index may hold: a sort key packs a row's rank in 20 bits. Beyond it the SQL path answers. */
export const INDEX_MAX_ROWS = 1 << 20;
const LOW = 2 ** 20;
/** The highest popularity a sort key holds exactly (it and a row's 20 bits within a double's 53); above it SQL orders. */
const POPULARITY_MAX = 2 ** 33 - 1;
/** Memory for the rows of recently searched fragments, per token index. */
const FOUND_BYTES = 16 * 2 ** 20;

export type IndexFacet = 'heatLevel' | 'group' | 'color' | 'shape' | 'country';
export const INDEX_FACETS: readonly IndexFacet[] = ['heatLevel', 'group', 'color', 'shape', 'country'];

/** One active pepper as the index is built from it (ranks are 0-based, over the active peppers). */
export interface IndexRow {
  id: string;
  /** search_text and search_names, folded by search_fold. */
  text: string;
  names: string;
  /** search_name_words: where a typo may match. */
  nameWords: readonly string[];
  /** show_trgm(search_names). */
  trigrams: readonly string[];
  facets: Record<IndexFacet, string | null>;
  featured: boolean;
  ranks: IndexRanks;
}

export interface IndexRanks {
  /** Dense rank of the name key in each language (byte order), and the row's place by name key then id. */
  nameEn: number;
  nameRowEn: number;
  nameHe: number;
  nameRowHe: number;
  /** The row's place by id. */
  id: number;
  /** Dense ranks of the sort columns (NULL last). */
  shu: number;
  created: number;
  updated: number;
}

export interface IndexFilter {
  facets: Partial<Record<IndexFacet, readonly string[]>>;
  featured?: boolean;
}

export type IndexSortField = 'relevance' | 'name' | 'shu' | 'newest' | 'oldest' | 'lastUpdated' | 'popularity';

export interface IndexOrder {
  by: IndexSortField;
  direction: 'ASC' | 'DESC';
  language: 'en' | 'he';
}

/** A search as PostgreSQL folded it (catalogue-index.service.ts). */
export interface IndexSearch {
  /** The words, each as search_fold gives it; every one must match. */
  words: readonly string[];
  /** With typos: for each word, the name words it may stand for (null: the word matches as typed only). */
  standsFor?: readonly (readonly string[] | null)[];
  /** search_fold of the words joined by a space, and its trigrams (show_trgm): relevance. */
  phrase: string;
  phraseTrigrams: readonly string[];
}

/**
 * `keys` in ascending order from place `from` to `to` (exclusive), as a full sort would place them: the smallest `to`
 * are selected first (quickselect) when they are few, and only they are sorted.
 */
export function sortedRange(keys: Float64Array, from: number, to: number): Float64Array {
  if (to * 4 < keys.length) {
    let lo = 0;
    let hi = keys.length - 1;
    const k = to - 1;
    while (lo < hi) {
      const pivot = keys[(lo + hi) >>> 1];
      let i = lo;
      let j = hi;
      while (i <= j) {
        while (keys[i] < pivot) i++;
        while (keys[j] > pivot) j--;
        if (i <= j) {
          const t = keys[i];
          keys[i] = keys[j];
          keys[j] = t;
          i++;
          j--;
        }
      }
      if (k <= j) hi = j;
      else if (k >= i) lo = i;
      else break;
    }
    return keys.subarray(0, to).sort().subarray(from, to);
  }
  return keys.sort().subarray(from, to);
}

export interface IndexPage {
  ids: string[];
  /** Every match, counted exactly. */
  total: number;
}

export class CatalogueIndex {
  readonly size: number;
  private readonly words: number;
  private readonly ids: string[];
  private readonly names: string[];
  private readonly text: TokenIndex;
  private readonly nameTokens: TokenIndex;
  private readonly nameWords: TokenIndex;
  /**
   * Each facet's values and their rows, sealed: a bitset for a value a 32nd of the rows or more have (a filter by it is an
   * OR and an AND however many rows it has: a million rows had a common value set a bit 200,000 times a search), the
   * rows' numbers for a rarer one (the bitsets stay within 4 bytes a row a facet).
   */
  private readonly facets = new Map<IndexFacet, Map<string, Int32Array | Bits>>();
  /** Each facet's values and their rows' numbers while rows are added. */
  private facetLists = new Map<IndexFacet, Map<string, number[]>>();
  private readonly featured: Bits;
  private readonly all: Bits;
  /** Each row's trigrams as ids (CSR: trigramStart[i] .. trigramStart[i + 1]) and the trigram dictionary. */
  private readonly trigramIds = new Map<string, number>();
  private readonly trigramStart: Int32Array;
  private trigramOf = new Int32Array(0);
  private readonly rank: Record<keyof IndexRanks, Int32Array>;
  private top: Record<'nameEn' | 'nameHe' | 'shu' | 'created' | 'updated', number> = { nameEn: 0, nameHe: 0, shu: 0, created: 0, updated: 0 };
  /** Rows by their place in an order's low bits (a name row or an id rank): the key's row. */
  private readonly byNameRowEn: Int32Array;
  private readonly byNameRowHe: Int32Array;
  private readonly byIdRank: Int32Array;
  private readonly walks = new Map<string, Int32Array>();
  /**
   * A search's working memory, kept: the bitsets of its matches, of a facet's allowed rows, of the phrase's rows and of
   * relevance's first tier, its sort keys and its trigrams. New ones a search (tens of kilobytes to megabytes outside the
   * JavaScript heap) made the garbage collector sweep the whole heap every few seconds under load (issue 34).
   */
  private readonly scratch: { matches: Bits; allowed: Bits; phrase: Bits; first: Bits; keys: Float64Array; trigrams: Uint8Array };

  /** Popularity (likes x 5 + views) as last read: each row's, how many are above POPULARITY_MAX, and when it was read. */
  private popularity: { values: Float64Array; above: number; read: number } | null = null;
  /** Trigram ids of the rows added so far (sealed into trigramOf). */
  private trigrams: number[] = [];
  private added = 0;

  /** An empty index for `size` rows of `version`: `add` them in order, then `seal` it. */
  constructor(
    size: number,
    readonly version: string,
  ) {
    if (size > INDEX_MAX_ROWS) throw new RangeError(`a catalogue index holds at most ${INDEX_MAX_ROWS} rows`);
    this.size = size;
    this.words = (size + 31) >>> 5;
    this.ids = [];
    this.names = [];
    // The rows of the fragments searched lately, kept within about 16 MB each (12.5 KB a fragment at 100,000 rows).
    const kept = Math.max(16, Math.min(1024, Math.floor(FOUND_BYTES / (this.words * 4 || 1))));
    this.text = new TokenIndex(this.words, kept, true);
    this.nameTokens = new TokenIndex(this.words, kept, true);
    this.nameWords = new TokenIndex(this.words, 0, false);
    this.featured = new Uint32Array(this.words);
    this.all = new Uint32Array(this.words);
    const bits = () => new Uint32Array(this.words);
    this.scratch = { matches: bits(), allowed: bits(), phrase: bits(), first: bits(), keys: new Float64Array(0), trigrams: new Uint8Array(0) };
    const int = () => new Int32Array(size);
    this.rank = { nameEn: int(), nameRowEn: int(), nameHe: int(), nameRowHe: int(), id: int(), shu: int(), created: int(), updated: int() };
    this.byNameRowEn = int();
    this.byNameRowHe = int();
    this.byIdRank = int();
    for (const facet of INDEX_FACETS) this.facetLists.set(facet, new Map());
    this.trigramStart = new Int32Array(size + 1);
  }

  /** The next row (its text is tokenized and not kept). */
  add(row: IndexRow): void {
    const i = this.added++;
    if (i >= this.size) throw new RangeError('more rows than the index was made for');
    this.ids.push(row.id);
    this.names.push(row.names);
    this.all[i >>> 5] |= 1 << (i & 31);
    if (row.featured) this.featured[i >>> 5] |= 1 << (i & 31);
    for (const token of row.text.split(TOKEN_SEPARATOR)) if (token !== '') this.text.add(i, token);
    for (const token of row.names.split(TOKEN_SEPARATOR)) if (token !== '') this.nameTokens.add(i, token);
    for (const word of row.nameWords) this.nameWords.add(i, word);
    for (const facet of INDEX_FACETS) {
      const value = row.facets[facet];
      if (value === null) continue;
      const byValue = this.facetLists.get(facet)!;
      const list = byValue.get(value);
      if (list) list.push(i);
      else byValue.set(value, [i]);
    }
    for (const trigram of row.trigrams) {
      let id = this.trigramIds.get(trigram);
      if (id === undefined) this.trigramIds.set(trigram, (id = this.trigramIds.size));
      this.trigrams.push(id);
    }
    this.trigramStart[i + 1] = this.trigrams.length;
    for (const key of Object.keys(this.rank) as (keyof IndexRanks)[]) this.rank[key][i] = row.ranks[key];
    this.byNameRowEn[row.ranks.nameRowEn] = i;
    this.byNameRowHe[row.ranks.nameRowHe] = i;
    this.byIdRank[row.ranks.id] = i;
  }

  /** Every row added: the index is ready to answer. */
  seal(): this {
    if (this.added !== this.size) throw new RangeError(`${this.added} rows added of ${this.size}`);
    this.trigramOf = Int32Array.from(this.trigrams);
    this.trigrams = [];
    for (const tokens of [this.text, this.nameTokens, this.nameWords]) tokens.seal();
    for (const [facet, lists] of this.facetLists) {
      const byValue = new Map<string, Int32Array | Bits>();
      for (const [value, list] of lists) {
        if (list.length * 32 < this.size) byValue.set(value, Int32Array.from(list));
        else {
          const rows = new Uint32Array(this.words);
          for (const row of list) rows[row >>> 5] |= 1 << (row & 31);
          byValue.set(value, rows);
        }
      }
      this.facets.set(facet, byValue);
    }
    this.facetLists = new Map();
    const max = (a: Int32Array) => a.reduce((m, v) => (v > m ? v : m), 0);
    this.top = {
      nameEn: max(this.rank.nameEn),
      nameHe: max(this.rank.nameHe),
      shu: max(this.rank.shu),
      created: max(this.rank.created),
      updated: max(this.rank.updated),
    };
    return this;
  }

  /** When popularity was last read (Date.now()), or null. */
  get popularityRead(): number | null {
    return this.popularity?.read ?? null;
  }

  /** Whether every row's popularity fits a sort key: if not, the order is SQL's. */
  get popularityFits(): boolean {
    return this.popularity !== null && this.popularity.above === 0;
  }

  /**
   * Popularity as read at `read`, each row's in the rows' order (the order they were added in): views and likes move it
   * without a new catalogue version, so it is read apart (and again when it is older than a reader may see,
   * catalogue-index.service.ts).
   */
  setPopularity(values: Float64Array, read: number): void {
    if (values.length !== this.size) throw new RangeError(`popularity of ${values.length} rows for an index of ${this.size}`);
    let above = 0;
    for (let i = 0; i < values.length; i++) if (values[i] > POPULARITY_MAX) above++;
    this.popularity = { values, above, read };
    for (const name of this.walks.keys()) if (name.startsWith('popularity ')) this.walks.delete(name);
  }

  /**
   * The popularity of some rows as read at `read` (those written since the last read; the others are as they were): the
   * orders walked by popularity are mended in place, the changed rows taken out and merged back at their new places
   * (one pass over the walk, where sorting it again took a sort of every row).
   */
  changePopularity(rows: ArrayLike<number>, values: ArrayLike<number>, read: number): void {
    const popularity = this.popularity;
    if (!popularity) throw new Error('popularity has not been read whole');
    if (rows.length !== values.length) throw new RangeError(`${rows.length} rows and ${values.length} values`);
    const changed: number[] = [];
    const marked = new Uint32Array(this.words);
    for (let k = 0; k < rows.length; k++) {
      const row = rows[k];
      if (!(row >= 0 && row < this.size)) throw new RangeError(`no row ${row} in an index of ${this.size}`);
      const before = popularity.values[row];
      if (before === values[k]) continue;
      popularity.above += (values[k] > POPULARITY_MAX ? 1 : 0) - (before > POPULARITY_MAX ? 1 : 0);
      popularity.values[row] = values[k];
      if (!hasBit(marked, row)) changed.push(row);
      marked[row >>> 5] |= 1 << (row & 31);
    }
    popularity.read = read;
    if (changed.length === 0) return;
    for (const [name, walk] of this.walks) {
      if (!name.startsWith('popularity ')) continue;
      if (changed.length * 16 > this.size || popularity.above > 0) {
        this.walks.delete(name);
        continue;
      }
      const [, direction, language] = name.split(' ');
      const { key } = this.keyOf({ by: 'popularity', direction: direction as IndexOrder['direction'], language: language as IndexOrder['language'] });
      // The unchanged rows keep their order: closed up at the start, then merged from the end with the changed, sorted.
      let kept = 0;
      for (let p = 0; p < walk.length; p++) if (!hasBit(marked, walk[p])) walk[kept++] = walk[p];
      const moved = changed.slice().sort((a, b) => key(a) - key(b));
      let from = kept - 1;
      for (let to = walk.length - 1, m = moved.length - 1; m >= 0; to--)
        walk[to] = from >= 0 && key(walk[from]) > key(moved[m]) ? walk[from--] : moved[m--];
    }
  }

  /** The row of an id (rows are added in id order, as PostgreSQL orders uuids: their lower-case text's order), or -1. */
  rowOf(id: string): number {
    let low = 0;
    let high = this.ids.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = this.ids[middle];
      if (at === id) return middle;
      if (at < id) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /** The distinct tokens of the searched text (for the build's log). */
  get tokens(): number {
    return this.text.size;
  }

  /** The rows a search and a filter match: valid until the next call (the index keeps one bitset for them). */
  matches(search: IndexSearch, filter: IndexFilter): Bits {
    const bits = this.scratch.matches;
    bits.set(this.all);
    search.words.forEach((word, w) => {
      const inText = this.text.rowsContaining(word);
      const typos = search.standsFor?.[w];
      const other = typos ? this.nameWords.rowsOf(typos) : null;
      for (let i = 0; i < bits.length; i++) bits[i] &= other ? inText[i] | other[i] : inText[i];
    });
    for (const facet of INDEX_FACETS) {
      const values = filter.facets[facet];
      if (!values) continue;
      const byValue = this.facets.get(facet)!;
      const rows = values.map((value) => byValue.get(value)).filter((r) => r !== undefined);
      if (rows.length === 1 && rows[0] instanceof Uint32Array) {
        const only = rows[0];
        for (let i = 0; i < bits.length; i++) bits[i] &= only[i];
        continue;
      }
      const allowed = this.scratch.allowed.fill(0);
      for (const one of rows) {
        if (one instanceof Uint32Array) for (let i = 0; i < allowed.length; i++) allowed[i] |= one[i];
        else for (const row of one) allowed[row >>> 5] |= 1 << (row & 31);
      }
      for (let i = 0; i < bits.length; i++) bits[i] &= allowed[i];
    }
    if (filter.featured !== undefined) for (let i = 0; i < bits.length; i++) bits[i] &= filter.featured ? this.featured[i] : ~this.featured[i];
    return bits;
  }

  count(bits: Bits): number {
    return countBits(bits);
  }

  /** One page of the matches in an order, with their number. */
  page(bits: Bits, search: IndexSearch, order: IndexOrder, skip: number, take: number): IndexPage {
    const total = countBits(bits);
    const end = Math.min(total, skip + take);
    if (skip >= end) return { ids: [], total };
    const rows = order.by === 'relevance' ? this.relevancePage(bits, search, order, skip, end) : this.orderedPage(bits, total, order, skip, end);
    return { ids: rows.map((i) => this.ids[i]), total };
  }

  /** pg_trgm's similarity of the phrase and each row's names: shared / (phrase's + names' - shared), in float4. */
  private similarity(search: IndexSearch): (row: number) => number {
    const phrase = new Set(search.phraseTrigrams);
    if (this.scratch.trigrams.length < this.trigramIds.size) this.scratch.trigrams = new Uint8Array(this.trigramIds.size);
    const mine = this.scratch.trigrams.fill(0);
    for (const trigram of phrase) {
      const id = this.trigramIds.get(trigram);
      if (id !== undefined) mine[id] = 1;
    }
    return (row) => {
      const from = this.trigramStart[row];
      const to = this.trigramStart[row + 1];
      if (phrase.size === 0 || to === from) return 0;
      let shared = 0;
      for (let t = from; t < to; t++) shared += mine[this.trigramOf[t]];
      return Math.fround(Math.fround(shared) / Math.fround(phrase.size + (to - from) - shared));
    };
  }

  /** The rows whose names contain the phrase (relevance's first tier). */
  private phraseRows(phrase: string): Bits {
    const parts = phrase.split(TOKEN_SEPARATOR).filter((p) => p !== '');
    if (parts.length === 1 && parts[0] === phrase) return this.nameTokens.rowsContaining(phrase);
    const bits = this.scratch.phrase;
    bits.set(this.all);
    for (const part of parts) {
      const rows = this.nameTokens.rowsContaining(part);
      for (let i = 0; i < bits.length; i++) bits[i] &= rows[i];
    }
    forEachBit(bits, (i) => {
      if (!this.names[i].includes(phrase)) bits[i >>> 5] &= ~(1 << (i & 31));
    });
    return bits;
  }

  /**
   * Relevance: the phrase in the names first (best first; ASC turns every term around), then closeness to the names,
   * then the name and id, ascending either way. Best first, a page the first tier fills is ranked among it alone.
   */
  private relevancePage(bits: Bits, search: IndexSearch, order: IndexOrder, skip: number, end: number): number[] {
    const inNames = this.phraseRows(search.phrase);
    const first = this.scratch.first;
    for (let i = 0; i < bits.length; i++) first[i] = bits[i] & inNames[i];
    const bestFirst = order.direction === 'DESC';
    const ranked = bestFirst && countBits(first) >= end ? first : bits;
    const similarity = this.similarity(search);
    const nameRow = order.language === 'he' ? this.rank.nameRowHe : this.rank.nameRowEn;
    const float = new Float32Array(1);
    const floatBits = new Uint32Array(float.buffer);
    const keys = this.keys(countBits(ranked));
    let n = 0;
    forEachBit(ranked, (i) => {
      const tier = hasBit(inNames, i) === bestFirst ? 0 : 1;
      float[0] = similarity(i);
      // Similarity is in [0, 1]: its float4 bits order it, and fit in 30 bits.
      const close = bestFirst ? 0x3fffffff - floatBits[0] : floatBits[0];
      keys[n++] = (tier * 2 ** 30 + close) * LOW + nameRow[i];
    });
    const byRow = order.language === 'he' ? this.byNameRowHe : this.byNameRowEn;
    return Array.from(sortedRange(keys, skip, end), (key) => byRow[key % LOW]);
  }

  /** Room for `n` sort keys (kept for the next search: valid until the next call). */
  private keys(n: number): Float64Array {
    if (this.scratch.keys.length < n) this.scratch.keys = new Float64Array(Math.max(n, this.scratch.keys.length * 2, 1024));
    return this.scratch.keys.subarray(0, n);
  }

  /** A row's key in an order other than relevance (smaller first), and the permutation its low bits index. */
  private keyOf(order: IndexOrder): { key: (row: number) => number; rowOf: Int32Array } {
    const he = order.language === 'he';
    const desc = order.direction === 'DESC';
    if (order.by === 'name') {
      // Name, then id ascending in either direction.
      const dense = he ? this.rank.nameHe : this.rank.nameEn;
      const top = he ? this.top.nameHe : this.top.nameEn;
      return { key: (i) => (desc ? top - dense[i] : dense[i]) * LOW + this.rank.id[i], rowOf: this.byIdRank };
    }
    const nameRow = he ? this.rank.nameRowHe : this.rank.nameRowEn;
    const rowOf = he ? this.byNameRowHe : this.byNameRowEn;
    if (order.by === 'popularity') {
      if (!this.popularityFits) throw new Error('popularity has not been read, or exceeds a sort key');
      // The counts themselves (up to POPULARITY_MAX), so a change moves no other row's key.
      const { values } = this.popularity!;
      return { key: (i) => (desc ? POPULARITY_MAX - values[i] : values[i]) * LOW + nameRow[i], rowOf };
    }
    const column = order.by === 'shu' ? 'shu' : order.by === 'lastUpdated' ? 'updated' : 'created';
    const dense = this.rank[column];
    const top = this.top[column];
    // Ties by name, then id, ascending.
    return { key: (i) => (desc ? top - dense[i] : dense[i]) * LOW + nameRow[i], rowOf };
  }

  /**
   * A page in another order: a few matches are sorted by their keys; many are met walking the whole order (kept per
   * order), which finds a page of them within a few rows each.
   */
  private orderedPage(bits: Bits, total: number, order: IndexOrder, skip: number, end: number): number[] {
    const { key, rowOf } = this.keyOf(order);
    if (total * 8 < this.size) {
      const keys = this.keys(total);
      let n = 0;
      forEachBit(bits, (i) => (keys[n++] = key(i)));
      return Array.from(sortedRange(keys, skip, end), (k) => rowOf[k % LOW]);
    }
    const name = `${order.by} ${order.direction} ${order.language}`;
    let walk = this.walks.get(name);
    if (!walk) {
      const keys = new Float64Array(this.size);
      for (let i = 0; i < this.size; i++) keys[i] = key(i);
      keys.sort();
      walk = Int32Array.from(keys, (k) => rowOf[k % LOW]);
      this.walks.set(name, walk);
    }
    const rows: number[] = [];
    let seen = 0;
    for (let p = 0; p < walk.length && seen < end; p++) {
      const i = walk[p];
      if (!hasBit(bits, i)) continue;
      if (seen++ >= skip) rows.push(i);
    }
    return rows;
  }
}

/** Integers written as text, separated by commas ("12,0,-3"), as numbers. */
export function parseIntegers(text: string): Float64Array {
  if (text === '') return new Float64Array(0);
  let count = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 44) count++;
  const values = new Float64Array(count);
  let k = 0;
  let value = 0;
  let sign = 1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 44;
    if (c === 44) {
      values[k++] = sign * value;
      value = 0;
      sign = 1;
    } else if (c === 45) sign = -1;
    else if (c >= 48 && c <= 57) value = value * 10 + (c - 48);
    else throw new SyntaxError(`not an integer list: ${text.slice(0, 40)}`);
  }
  return values;
}
