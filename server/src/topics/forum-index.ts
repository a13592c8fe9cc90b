import { type Bits, popcount, TOKEN_SEPARATOR, TokenIndex } from '../common/search/token-index.js';
import { UuidRows } from '../common/search/uuid-rows.js';

/**
 * The forum search in memory (issue 34): the visible topics and comments as one inverted index of their folded text,
 * newest last, so a search's hits are counted exactly and its newest page is read off a bitset without reading a row.
 * It answers what forum-search.service.ts asks of SQL, by the same rules:
 * - a word matches as a substring of the folded text (`search_text LIKE '%word%'`): a word has no white space, so it
 *   lies inside one white-space-separated token (token-index.ts); when typos are forgiven, a topic also matches a word
 *   when its title or subject has a word the typed one may stand for (SQL finds those among `search_words`);
 * - a hit is a visible topic, or a visible comment of a visible topic, in the category asked for, if any;
 * - hits are newest first by their date to the microsecond, then id, in PostgreSQL's order of uuids.
 * It holds the forum as its build read it; forum-index.service.ts adds what changed since, read from SQL per search.
 */

/** One topic or comment as the index is built from it. */
export interface ForumIndexDoc {
  id: string;
  kind: 'topic' | 'comment';
  /** The topic's id (a topic's own). */
  topicId: string;
  category: string;
  /** Its date (a topic's create_date, a comment's created_at) in microseconds since 1970. */
  at: number;
  /** search_text, folded by search_fold. */
  text: string;
  /** A topic's search_title_words: the folded words of its title and subject, which a typo is compared with. */
  titleWords?: readonly string[];
  /** A reply's parent comment (null for a thread: a top-level comment). */
  parentId?: string | null;
}

/** A hit as the search merges them: newest first by `at` then `id`. */
export interface ForumHit {
  kind: 'topic' | 'comment';
  id: string;
  topic_id: string;
  at: number;
  /**
   * A comment's threads before its own in its topic (its thread: itself, or its parent for a reply), as the topic page
   * lists them: from the index when it knows (threadsBefore), else the search reads it.
   */
  threadsBefore?: number;
}

/** The rows of the fragments searched lately: about 16 MB of them. */
const FOUND_BYTES = 16 * 2 ** 20;

/** Newest first: the later date, then the greater id (uuids in lower-case hex compare as PostgreSQL orders them). */
export function newestFirst(a: Pick<ForumHit, 'at' | 'id'>, b: Pick<ForumHit, 'at' | 'id'>): number {
  return b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

export class ForumIndex {
  private readonly words: number;
  private readonly text: TokenIndex;
  private docs: ForumIndexDoc[] = [];
  /** By row (oldest first): id (and the row of an id), topic id, date, whether a topic; a category's rows. */
  private ids = new UuidRows(0, true);
  private topicIds = new UuidRows(0, false);
  private at = new Float64Array(0);
  private topics: Bits;
  private readonly categories = new Map<string, Bits>();
  /** The topics (rows) of each word of the titles and subjects (search_title_words). */
  private readonly titleWords = new Map<string, number[]>();
  /** By row: a comment's visible threads before its thread in its topic; -1 when unknown (its parent is not in the index). */
  private threads: Int32Array = new Int32Array(0);
  /** find's bitsets: the rows found, and a word's rows with its typos' titles. */
  private readonly scratch: { bits: Bits; titles: Bits };

  /**
   * @param capacity at most this many documents are added
   * @param since the changes after this instant (PostgreSQL's text) are read apart with every search
   * @param deletions the count of deleting statements when the build began (ForumSearchChanges migration)
   */
  constructor(
    capacity: number,
    readonly since: string,
    readonly deletions: string,
  ) {
    this.words = Math.ceil(capacity / 32);
    const kept = Math.max(16, Math.min(1024, Math.floor(FOUND_BYTES / (this.words * 4 || 1))));
    this.text = new TokenIndex(this.words, kept, true);
    this.topics = new Uint32Array(this.words);
    this.scratch = { bits: new Uint32Array(this.words), titles: new Uint32Array(this.words) };
  }

  get size(): number {
    return this.at.length;
  }

  /** Documents added so far (before it is sealed). */
  get added(): number {
    return this.docs.length;
  }

  get tokens(): number {
    return this.text.size;
  }

  /** The next document (read in any order; its text is tokenized and not kept). */
  add(doc: ForumIndexDoc): void {
    const row = this.docs.length;
    for (const token of doc.text.split(TOKEN_SEPARATOR)) if (token !== '') this.text.add(row, token);
    for (const word of new Set(doc.titleWords ?? [])) {
      const rows = this.titleWords.get(word);
      if (rows) rows.push(row);
      else this.titleWords.set(word, [row]);
    }
    this.docs.push({ ...doc, text: '', titleWords: undefined });
  }

  /** Every document added: the rows put in date order, oldest first. */
  seal(): this {
    const docs = this.docs;
    const order = Array.from(docs.keys()).sort((a, b) => -newestFirst(docs[a], docs[b]));
    const renumber = new Int32Array(docs.length);
    order.forEach((added, row) => (renumber[added] = row));
    this.text.seal(renumber);
    for (const rows of this.titleWords.values()) rows.forEach((added, i) => (rows[i] = renumber[added]));
    this.at = new Float64Array(docs.length);
    this.ids = new UuidRows(docs.length, true);
    this.topicIds = new UuidRows(docs.length, false);
    order.forEach((added, row) => {
      const doc = docs[added];
      this.ids.set(row, doc.id);
      this.topicIds.set(row, doc.topicId);
      this.at[row] = doc.at;
      const bit = 1 << (row & 31);
      if (doc.kind === 'topic') this.topics[row >>> 5] |= bit;
      let category = this.categories.get(doc.category);
      if (!category) this.categories.set(doc.category, (category = new Uint32Array(this.words)));
      category[row >>> 5] |= bit;
    });
    this.threads = this.countThreads(order.map((added) => docs[added]));
    this.docs = [];
    return this;
  }

  /**
   * For each row (`docs` in row order, oldest first), the visible threads before a comment's thread in its topic: the
   * threads are the top-level comments, each topic's in the order its page lists them (the rows' order), and a reply is
   * shown in its parent's. The index holds every visible comment unchanged since `since`; a topic where one changed is
   * answered from SQL (ForumIndexService).
   */
  private countThreads(docs: readonly ForumIndexDoc[]): Int32Array {
    const threads = new Int32Array(docs.length).fill(-1);
    const seen = new Map<string, number>();
    docs.forEach((doc, row) => {
      if (doc.kind !== 'comment' || doc.parentId) return;
      const before = seen.get(doc.topicId) ?? 0;
      threads[row] = before;
      seen.set(doc.topicId, before + 1);
    });
    docs.forEach((doc, row) => {
      const parent = doc.kind === 'comment' && doc.parentId ? this.ids.rowOf(doc.parentId) : undefined;
      if (parent !== undefined) threads[row] = threads[parent];
    });
    return threads;
  }

  /**
   * The search's answer from the index: how many rows have every word (folded by search_fold) in their text, in the
   * category if one is given, less the documents of `apart` (the ones changed since the build, answered from SQL),
   * counted up to `upTo` at least, and the newest `take` of them but the first `skip`. `typos[i]`, when given, are the
   * title words the i-th word may stand for with a typo (forum-search.ts): a topic whose title or subject has one of
   * them matches that word too. One word as typed is read off its rows as the text index keeps them; more, or rows
   * apart, are gathered in two bitsets the index keeps (a row a bit: 140 KB each at a million posts) and read before it
   * returns: a bitset a search, thrown away, made the garbage collector sweep the whole heap every second or so under
   * load (issue 34).
   */
  find(
    words: readonly string[],
    category: string | undefined,
    apart: Iterable<string>,
    upTo: number,
    take: number,
    typos: readonly (readonly string[] | undefined)[] = [],
    skip = 0,
  ): { count: number; newest: ForumHit[] } {
    const apartRows = [...apart].flatMap((id) => this.ids.rowOf(id) ?? []);
    const within = category === undefined ? undefined : this.categories.get(category);
    if (category !== undefined && !within) return { count: 0, newest: [] };
    // One word as typed, nothing apart (most searches): its rows as the text index keeps them, not copied.
    let rows: Bits;
    if (words.length === 1 && !typos[0]?.length && apartRows.length === 0) rows = this.text.rowsContaining(words[0]);
    else {
      rows = this.scratch.bits;
      words.forEach((word, i) => {
        let found = this.text.rowsContaining(word);
        if (typos[i]?.length) {
          const titles = this.scratch.titles;
          titles.set(found);
          for (const typo of typos[i]!) for (const row of this.titleWords.get(typo) ?? []) titles[row >>> 5] |= 1 << (row & 31);
          found = titles;
        }
        if (i === 0) rows.set(found);
        else for (let w = 0; w < rows.length; w++) rows[w] &= found[w];
      });
      for (const row of apartRows) rows[row >>> 5] &= ~(1 << (row & 31));
    }
    return this.newest(rows, within, upTo, take, skip);
  }

  /** The topic of a topic or comment in the index, as it was built. */
  topicOf(id: string): string | undefined {
    const row = this.ids.rowOf(id);
    return row === undefined ? undefined : this.topicIds.get(row);
  }

  /**
   * The rows of `bits` (and of `within`, if given) counted up to `upTo` at least, and the newest `take` of them but the
   * first `skip`, newest first (a comment with its threads before, when the index knows them), in one pass from the
   * newest row down: a common word's is over within its newest thousand rows, and a later page's hits are found without
   * writing out the ids of the pages before it.
   */
  private newest(bits: Bits, within: Bits | undefined, upTo: number, take: number, skip: number): { count: number; newest: ForumHit[] } {
    const out: ForumHit[] = [];
    let skipped = 0;
    let count = 0;
    for (let w = bits.length - 1; w >= 0; w--) {
      let word = within ? bits[w] & within[w] : bits[w];
      if (word === 0) continue;
      const n = popcount(word);
      count += n;
      if (out.length + skipped < take) {
        if (skipped + n <= skip) skipped += n;
        else
          while (word !== 0 && out.length + skipped < take) {
            const high = 31 - Math.clz32(word);
            word &= ~(1 << high);
            if (skipped < skip) {
              skipped++;
              continue;
            }
            const row = (w << 5) + high;
            const hit: ForumHit = { kind: (this.topics[w] & (1 << high)) !== 0 ? 'topic' : 'comment', id: this.ids.get(row), topic_id: this.topicIds.get(row), at: this.at[row] };
            if (this.threads[row] >= 0) hit.threadsBefore = this.threads[row];
            out.push(hit);
          }
      }
      if (count >= upTo && out.length + skipped >= take) break;
    }
    return { count, newest: out };
  }
}
