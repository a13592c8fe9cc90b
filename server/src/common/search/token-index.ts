/**
 * Inverted indexes in memory (issue 34): the rows of the distinct white-space-separated tokens of a folded text, a row a
 * bit, so a search's matches are counted and paged without reading a row. The catalogue's index (catalogue-index.ts) and
 * the forum's (forum-index.ts) are made of them.
 */

/** Characters no folded search word contains (the services check), so a word's occurrence never spans one. */
export const TOKEN_SEPARATOR = /\s+/u;

/** A set of rows, a bit each. */
export type Bits = Uint32Array;

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** The set bits, counted up to `upTo` at least (it stops once that many are found: a count the pager shows capped). */
export function countBits(bits: Bits, upTo = Infinity): number {
  let n = 0;
  for (let w = 0; w < bits.length && n < upTo; w++) if (bits[w] !== 0) n += popcount(bits[w]);
  return n;
}

export function hasBit(bits: Bits, i: number): boolean {
  return (bits[i >>> 5] & (1 << (i & 31))) !== 0;
}

/** Calls `each` with every set bit's index, in order. */
export function forEachBit(bits: Bits, each: (i: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w];
    while (word !== 0) {
      const lowest = word & -word;
      each((w << 5) + 31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
}

/**
 * A small map that forgets the entry least recently used past `size`. The value it forgot last is handed to the next
 * `compute` to be made over (a bitset of a million rows is 140 KB outside the JavaScript heap: one new a search made the
 * garbage collector sweep the heap every second or so under load, issue 34), so a value is valid until the next `get`.
 */
export class Recent<V> {
  private readonly map = new Map<string, V>();
  private spare: V | undefined;
  constructor(private readonly size: number) {}
  get(key: string, compute: (spare: V | undefined) => V): V {
    const known = this.map.get(key);
    if (known !== undefined) {
      this.map.delete(key);
      this.map.set(key, known);
      return known;
    }
    const value = compute(this.spare);
    this.spare = undefined;
    this.map.set(key, value);
    if (this.map.size > this.size) {
      const oldest = this.map.keys().next().value as string;
      this.spare = this.map.get(oldest);
      this.map.delete(oldest);
    }
    return value;
  }
}

/** The distinct windows of three UTF-16 units of a text (a substring of it has each of its own among them). */
export function windowsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) out.add(text.slice(i, i + 3));
  return out;
}

/**
 * Distinct tokens and the rows that have each; a fragment's rows are those of every token that contains it. The tokens
 * are themselves indexed by their windows of three characters: a fragment of three or more is compared only with the
 * tokens that have its rarest window (a catalogue's numbered names make a dictionary of over 100,000 tokens).
 */
export class TokenIndex {
  private readonly ids = new Map<string, number>();
  private readonly tokens: string[] = [];
  /** Each token's rows while rows are added; sealed into one array (`rows`, token t's from `start[t]` to `start[t + 1]`). */
  private postings: number[][] = [];
  private start = new Int32Array(0);
  private rows = new Int32Array(0);
  /**
   * The rows of a token in as many rows as a bitset has words or more, as a bitset (no larger than its postings): a
   * search ORs it a word at a time, where setting a common word's rows one by one cost the forum's varied search about
   * a millisecond a miss of `found` (issue 34). Such a token has no postings in `rows`.
   */
  private dense: (Bits | undefined)[] = [];
  private readonly windows = new Map<string, number[] | Int32Array>();
  private readonly found: Recent<Bits>;

  constructor(
    private readonly words: number,
    cacheSize: number,
    private readonly bySubstring: boolean,
  ) {
    this.found = new Recent(cacheSize);
  }

  add(row: number, token: string): void {
    let id = this.ids.get(token);
    if (id === undefined) {
      id = this.tokens.length;
      this.ids.set(token, id);
      this.tokens.push(token);
      this.postings.push([]);
      if (this.bySubstring)
        for (const window of windowsOf(token)) {
          const list = this.windows.get(window);
          if (list) (list as number[]).push(id);
          else this.windows.set(window, [id]);
        }
    }
    const rows = this.postings[id];
    // A row's tokens are added together: a repeat of the token in one row is the last posting.
    if (rows[rows.length - 1] !== row) rows.push(row);
  }

  /**
   * Every row added: the postings packed into one array (a token's few rows cost no array of their own); `renumber`, if
   * given, gives each row as added its number in the sealed index (rows read in one order, searched in another).
   */
  seal(renumber?: Int32Array): void {
    this.start = new Int32Array(this.tokens.length + 1);
    this.dense = new Array<Bits | undefined>(this.tokens.length);
    let n = 0;
    this.postings.forEach((rows, t) => {
      if (rows.length >= this.words && this.words > 0) {
        const bits = (this.dense[t] = new Uint32Array(this.words));
        for (const added of rows) {
          const row = renumber ? renumber[added] : added;
          bits[row >>> 5] |= 1 << (row & 31);
        }
      } else n += rows.length;
      this.start[t + 1] = n;
    });
    this.rows = new Int32Array(n);
    this.postings.forEach((rows, t) => {
      if (!this.dense[t]) this.rows.set(rows, this.start[t]);
    });
    if (renumber) for (let p = 0; p < n; p++) this.rows[p] = renumber[this.rows[p]];
    this.postings = [];
    for (const [window, ids] of this.windows) this.windows.set(window, Int32Array.from(ids));
  }

  private setRowsOf(bits: Bits, id: number): void {
    const dense = this.dense[id];
    if (dense) {
      for (let w = 0; w < bits.length; w++) bits[w] |= dense[w];
      return;
    }
    for (let p = this.start[id]; p < this.start[id + 1]; p++) {
      const row = this.rows[p];
      bits[row >>> 5] |= 1 << (row & 31);
    }
  }

  /** The rows with a token equal to one of `tokens`. */
  rowsOf(tokens: readonly string[]): Bits {
    const bits = new Uint32Array(this.words);
    for (const token of tokens) {
      const id = this.ids.get(token);
      if (id !== undefined) this.setRowsOf(bits, id);
    }
    return bits;
  }

  /**
   * The rows with a token that contains `fragment` (kept: the words of searches repeat). Valid until the next call (a
   * bitset forgotten is made over, Recent): read it, or copy it, before asking for another.
   */
  rowsContaining(fragment: string): Bits {
    return this.found.get(fragment, (spare) => {
      const bits = spare?.fill(0) ?? new Uint32Array(this.words);
      const add = (id: number) => {
        if (this.tokens[id].includes(fragment)) this.setRowsOf(bits, id);
      };
      if (fragment.length < 3) {
        for (let id = 0; id < this.tokens.length; id++) add(id);
        return bits;
      }
      let rarest: number[] | Int32Array | undefined;
      for (const window of windowsOf(fragment)) {
        const list = this.windows.get(window);
        if (!list) return bits;
        if (!rarest || list.length < rarest.length) rarest = list;
      }
      for (const id of rarest!) add(id);
      return bits;
    });
  }

  get size(): number {
    return this.tokens.length;
  }
}
