import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FORUM_SEARCH_COUNT_CAP, isTypoTolerant } from '@pepper-atlas/domain';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { recordCacheLookup } from '../common/cache-stats.js';
import { IndexKeeper } from '../common/search/index-keeper.js';
import { TypoReadings, TYPOS_WHEN_FEWER_THAN, typoWordsSql } from '../common/search/folded-search.js';
import { TOKEN_SEPARATOR } from '../common/search/token-index.js';
import { preparedQuery, queryWithSettings } from '../common/sql.js';
import { type ForumHit, ForumIndex, newestFirst } from './forum-index.js';
import { forumCommentMatch, forumTopicMatch } from './forum-search.js';

/** Rows read per statement while building: the build never holds a connection for long (PGlite has one). */
const BUILD_CHUNK = 5_000;
/** Documents added between two turns of the event loop while building. */
const ADD_SLICE = 1_000;
/**
 * Changed rows since the build past which the index is not used (each search reads them all); a new one is built once
 * half as many have changed.
 */
const REBUILD_AFTER_CHANGES = 2_000;
/** The most topics and comments one index holds; a larger forum is searched in SQL. */
const INDEX_MAX_DOCS = 1 << 23;

const SEPARATOR = '\u001f';
/** A date as microseconds since 1970, exactly (extract gives a numeric). */
export const microseconds = (column: string) => `(extract(epoch FROM ${column}) * 1000000)::float8`;

/** One search's newest hits from the index, and how many there are: exactly, or FORUM_SEARCH_COUNT_CAP or more. */
export interface ForumIndexAnswer {
  rows: ForumHit[];
  count: number;
}

/**
 * A page read off the index for a forum unchanged since its build (ForumIndexService.unchanged): it stands only when a
 * statement finds that nothing changed since (ForumIndexService.stands).
 */
export interface UnchangedForumAnswer extends ForumIndexAnswer {
  readonly index: ForumIndex;
  /** The words as the search folded them: SQL's search_fold must leave them as they are. */
  readonly words: readonly string[];
  /** Whether a title's typo was forgiven (typo readings kept for the index). */
  readonly typos: boolean;
  /** Whether a statement found so already (one that read the words a typo may stand for). */
  readonly checked: boolean;
}

/** What forumIndexCheck reads. */
export interface IndexCheck {
  index_deletions: string;
  index_changed: boolean;
  index_words: string;
}

/** What changed since the build (ForumIndexService.changes). */
interface Changes {
  folded: string[];
  /** The ids of the topics and comments changed since the build. */
  changed: Set<string>;
  /** Those of them that are hits now. */
  hits: ForumHit[];
  /** Whether a topic is among them (its title's words may have changed). */
  topicsChanged: boolean;
  /**
   * The topics a changed comment is in, or was in when the index was built: their threads may have changed, so the threads
   * before a comment there are not the index's.
   */
  threadsChanged: Set<string>;
}

interface ChangedRow {
  kind: 'topic' | 'comment' | 'deletions';
  id: string;
  topic_id: string | null;
  at: number | null;
  hit: boolean | null;
}

/** How many deleting statements the forum has seen (forum_search_deletions), as text: an index outlives none. */
const DELETIONS_SQL = `(CASE WHEN is_called THEN last_value ELSE 0 END)::text`;

/**
 * A statement of one row that says whether an index's answer stands: the count of deleting statements, whether any
 * row's searched fields changed since the instant `since` stands for (a parameter: the index's `since`), and the words
 * `words` stands for (a text[] parameter) folded by search_fold, joined by chr(31). Its columns are IndexCheck's.
 */
export function forumIndexCheck(since: string, words: string): string {
  return `SELECT ${DELETIONS_SQL} AS index_deletions,
      (SELECT min(search_changed_at) FROM topics WHERE search_changed_at >= CAST(${since} AS timestamptz)) IS NOT NULL
        OR (SELECT min(search_changed_at) FROM comments WHERE search_changed_at >= CAST(${since} AS timestamptz)) IS NOT NULL AS index_changed,
      array_to_string(ARRAY(SELECT search_fold(w) FROM unnest(CAST(${words} AS text[])) WITH ORDINALITY AS u(w, n) ORDER BY n), chr(31)) AS index_words
    FROM forum_search_deletions`;
}

/** Whether the index can compare these folded words: a fold that leaves white space in a word could match across tokens. */
function comparable(folded: readonly string[]): boolean {
  return !folded.some((w) => w === '' || TOKEN_SEPARATOR.test(w));
}

/** Without threadsBefore: the search reads it. */
function withoutThreads({ threadsBefore: _, ...hit }: ForumHit): ForumHit {
  return hit;
}

/**
 * Keeps the forum index (forum-index.ts) and answers the forum search's exact words from it (issue 34).
 *
 * The index holds the visible topics and comments as its build read them, and `since`: an instant before which every
 * change it did not see had committed (the start of the oldest transaction running when the build began). Each search
 * asks, in one prepared statement, for the count of deleting statements and whether any row's searched fields changed
 * since then (`search_changed_at`, kept by triggers: new, edited, moved, deleted and restored posts, a topic's new
 * category); only when some did does it read those rows, with whether each is now a hit: the changed rows are left out
 * of the index's hits and their own are merged in, and an index some row was deleted for good since (the count moved)
 * is not used again. Every answer is the forum as it is now. Past REBUILD_AFTER_CHANGES changed rows, or after a
 * deletion, a new index is built in the background.
 */
@Injectable()
export class ForumIndexService extends IndexKeeper<ForumIndex> {
  /**
   * For each index, the title words each typed word may stand for with a typo, as read while no topic had changed since
   * its build: the words of the titles are then the index's own (a new or edited title is a changed topic).
   */
  private readonly typoReadings = new TypoReadings<ForumIndex>();
  /** The indexes some row changed since the build of (a check said so): no unchanged answer of theirs is tried. */
  private readonly changedSince = new WeakSet<ForumIndex>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super('forum', 'topics and comments', config.searchIndex);
  }

  /**
   * The page `search` would give if the forum has not changed since the index was built, as most searches find it, and
   * whether that was asked yet (`checked`). Not yet: the statement that reads the page's hits asks it too
   * (forumIndexCheck), and the page is used only where it stands (stands); one statement a search. Where a title's typo
   * is forgiven and the words it may stand for are not kept for the index, one statement reads them and asks it (the
   * page then stands). Null where the index cannot answer so: none, one some row changed since the build of (each
   * search reads those rows: `search`), a word the index cannot compare, or a forum changed since.
   */
  async unchanged(words: readonly string[], inCategory: string | null | undefined, skip: number, window: number): Promise<UnchangedForumAnswer | null> {
    const index = this.enabled ? this.index : null;
    if (!index || this.changedSince.has(index) || !comparable(words)) return null;
    const category = inCategory ?? undefined;
    let found = index.find(words, category, [], FORUM_SEARCH_COUNT_CAP, window, [], skip);
    const typos = found.count < TYPOS_WHEN_FEWER_THAN && words.some((w) => isTypoTolerant(w));
    let checked = false;
    if (typos) {
      const kept = this.typoReadings.of(index);
      const unknown = words.filter((w) => isTypoTolerant(w) && !kept.has(w));
      if (unknown.length > 0) {
        const answer = { rows: [], count: 0, index, words, typos, checked: true };
        if (!(await this.readTypos(answer, unknown))) return null;
        checked = true;
      }
      found = index.find(words, category, [], FORUM_SEARCH_COUNT_CAP, window, words.map((w) => (isTypoTolerant(w) ? kept.get(w) : undefined)), skip);
    }
    return { rows: found.newest, count: found.count, index, words, typos, checked };
  }

  /**
   * For a forum unchanged since the build: the title words each of `unknown` (typed words) may stand for with a typo,
   * kept for the index, read in one statement that asks whether it stands (forumIndexCheck). False when it does not.
   */
  private async readTypos(answer: UnchangedForumAnswer, unknown: readonly string[]): Promise<boolean> {
    const typed = unknown.map((word, i) => `ARRAY(${typoWordsSql('topic', `search_fold($${i + 3})`, word)}) AS typo_${i}`);
    const [row] = await this.dataSource.query<(IndexCheck & Record<string, string[]>)[]>(
      `SELECT check_.*, ${typed.join(', ')} FROM (${forumIndexCheck('$1', '$2')}) check_`,
      [answer.index.since, [...answer.words], ...unknown],
    );
    this.counts.typoReads++;
    if (!this.stands(answer, row)) return false;
    this.typoReadings.keep(answer.index, unknown.map((word, i) => [word, row[`typo_${i}`]] as const));
    return true;
  }

  /**
   * Whether an unchanged answer stands, by its statement's `check` (forumIndexCheck): no row deleted for good, none
   * changed since the build, and the words as SQL folds them. An index some row was deleted for good since is dropped;
   * one a row changed since is never asked for an unchanged answer again.
   */
  stands(answer: UnchangedForumAnswer, check: IndexCheck): boolean {
    if (check.index_deletions !== answer.index.deletions) {
      this.drop(answer.index);
      return false;
    }
    if (check.index_changed) {
      this.changedSince.add(answer.index);
      return false;
    }
    return check.index_words === answer.words.join(SEPARATOR);
  }

  /** Counts an unchanged answer given (its page stood). */
  answered(answer: UnchangedForumAnswer): void {
    recordCacheLookup('forum-index', true);
    this.counts.answers++;
    if (answer.typos) this.counts.typos++;
  }

  /** Whether an unchanged answer with no hits to read stands (its own statement: forumIndexCheck's alone). */
  async check(answer: UnchangedForumAnswer): Promise<boolean> {
    const [check] = await preparedQuery<IndexCheck>(this.dataSource, 'forum-index-check', forumIndexCheck('$1', '$2'), [answer.index.since, [...answer.words]]);
    return this.stands(answer, check);
  }

  /**
   * The newest `window` hits of `words` (as searchWords gives them) in `category` but the first `skip` (a page's), and
   * how many there are; null when SQL answers: no index yet, or a word the index cannot compare.
   */
  async search(words: readonly string[], inCategory: string | null | undefined, skip: number, window: number): Promise<ForumIndexAnswer | null> {
    if (!this.enabled) return null;
    // GraphQL gives null for a category sent as null: every category, as for none.
    const category = inCategory ?? undefined;
    // The index, or (none yet) the one being built if it is ready soon: a search during a longer build is SQL's.
    const index = this.index ?? (await this.built());
    const changes = index && (await this.changes(index, words, category));
    const folded = changes?.folded;
    // A fold that leaves white space in a word could match across tokens: SQL answers.
    const usable = folded !== undefined && folded.length === words.length && comparable(folded);
    recordCacheLookup('forum-index', usable);
    if (!index || !changes || !usable) return null;
    const { changed } = changes;
    let { hits } = changes;
    // Counted as far as the search's total shows it (FORUM_SEARCH_COUNT_CAP, "1,000+"). With no changed post among the
    // hits, the page is the index's own rows past `skip`; otherwise the window's rows are merged with the changed ones.
    const find = (typos: readonly (readonly string[] | undefined)[]) =>
      index.find(folded, category, changed, FORUM_SEARCH_COUNT_CAP, window, typos, hits.length === 0 ? skip : 0);
    let found = find([]);
    // A title's typo is forgiven when the words as typed find too little (forum-search.service.ts, the catalogue's rule).
    if (found.count + hits.length < TYPOS_WHEN_FEWER_THAN && words.some((w) => isTypoTolerant(w))) {
      const typos = await this.titleTypos(index, words, category, changes);
      hits = typos.hits;
      found = find(typos.words);
      this.counts.typos++;
    }
    // A comment's threads before, where a comment of its topic changed since the build, are the search's to read.
    const newest = found.newest.map((hit) => (hit.threadsBefore !== undefined && changes.threadsChanged.has(hit.topic_id) ? withoutThreads(hit) : hit));
    const rows = hits.length === 0 ? newest : [...newest, ...hits].sort(newestFirst).slice(skip, window);
    this.counts.answers++;
    return { rows, count: found.count + hits.length };
  }

  /**
   * What changed since the index was built: the count of deletions, the words folded by search_fold and whether any row
   * changed, then (only if one did) the changed rows with whether each is a hit of these words now. Null when the index
   * is stale: a deletion since its build, or more than REBUILD_AFTER_CHANGES changed rows (read no further: a bulk load
   * since the build could be millions); a new one is built meanwhile.
   */
  private async changes(
    index: ForumIndex,
    words: readonly string[],
    category: string | undefined,
  ): Promise<Changes | null> {
    // Most searches meet a forum unchanged since the build: a statement of one plan (prepared) says so, folding the
    // words, without planning the changed rows' reading (about 1 ms, ten times its run).
    const [check] = await preparedQuery<IndexCheck>(this.dataSource, 'forum-index-check', forumIndexCheck('$1', '$2'), [index.since, [...words]]);
    if (check.index_deletions !== index.deletions) {
      this.drop(index);
      return null;
    }
    const folded = check.index_words ? check.index_words.split(SEPARATOR) : [];
    if (check.index_changed) this.changedSince.add(index);
    else return { folded, changed: new Set(), hits: [], topicsChanged: false, threadsChanged: new Set() };
    const comments = forumCommentMatch(words);
    const topics = forumTopicMatch(words, false);
    const inCategory = category === undefined ? '' : 'AND t.category = :category';
    const commentHit = `(c.deleted_at IS NULL AND t.deleted_at IS NULL ${inCategory} AND (${comments.where}))`;
    const commentRow = `'comment' AS kind, c.id::text AS id, c.topic_id::text AS topic_id, ${microseconds('c.created_at')} AS at, ${commentHit} AS hit`;
    const sql = `
      SELECT * FROM (
        SELECT 'topic' AS kind, t.id::text AS id, t.id::text AS topic_id, ${microseconds('t.create_date')} AS at,
          (t.deleted_at IS NULL ${inCategory} AND (${topics.where})) AS hit
        FROM topics t WHERE t.search_changed_at >= CAST(:since AS timestamptz)
        UNION ALL SELECT ${commentRow} FROM comments c JOIN topics t ON t.id = c.topic_id WHERE c.search_changed_at >= CAST(:since AS timestamptz)
        UNION ALL SELECT ${commentRow} FROM topics t JOIN comments c ON c.topic_id = t.id WHERE t.search_changed_at >= CAST(:since AS timestamptz)
        LIMIT ${REBUILD_AFTER_CHANGES + 1}) changed
      UNION ALL SELECT 'deletions', ${DELETIONS_SQL}, NULL, NULL, NULL FROM forum_search_deletions`;
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(
      sql,
      { ...comments.params, ...topics.params, ...(category === undefined ? {} : { category }), since: index.since },
    );
    const rows: ChangedRow[] = await this.dataSource.query(text, values);
    const changed = new Set<string>();
    const hits = new Map<string, ForumHit>();
    let read = 0;
    let topicsChanged = false;
    const threadsChanged = new Set<string>();
    for (const row of rows) {
      if (row.kind === 'deletions') {
        if (row.id !== index.deletions) {
          this.drop(index);
          return null;
        }
      } else {
        read++;
        changed.add(row.id);
        if (row.kind === 'topic') topicsChanged = true;
        else {
          threadsChanged.add(row.topic_id!);
          const built = index.topicOf(row.id);
          if (built !== undefined) threadsChanged.add(built);
        }
        if (row.hit) hits.set(row.id, { kind: row.kind, id: row.id, topic_id: row.topic_id!, at: Number(row.at) });
      }
    }
    if (read > REBUILD_AFTER_CHANGES) {
      this.drop(index);
      return null;
    }
    if (changed.size > REBUILD_AFTER_CHANGES / 2) this.rebuild();
    return { folded, changed, hits: [...hits.values()], topicsChanged, threadsChanged };
  }

  /**
   * When typos are forgiven: the title words each typed word may stand for (typoWordsSql, among `search_words`; none
   * for a word too short for a typo), and the changed rows that are hits now, a changed topic by its title's typos too.
   */
  private async titleTypos(
    index: ForumIndex,
    words: readonly string[],
    category: string | undefined,
    changes: Changes,
  ): Promise<{ words: (string[] | undefined)[]; hits: ForumHit[] }> {
    // No topic changed since the build: the typed words read before stand for the same title words, and no changed topic
    // can be a hit.
    const kept = changes.topicsChanged ? undefined : this.typoReadings.of(index);
    if (kept && words.every((w) => !isTypoTolerant(w) || kept.has(w))) {
      return { words: words.map((w) => (isTypoTolerant(w) ? kept.get(w) : undefined)), hits: changes.hits.filter((hit) => hit.kind === 'comment') };
    }
    const match = forumTopicMatch(words, true);
    const sql = [
      ...words.map((word, i) =>
        isTypoTolerant(word) ? `SELECT 'word' AS kind, '${i}' AS id, sw.word AS topic_id, NULL::float8 AS at FROM (${typoWordsSql('topic', `search_fold(:typo${i})`, word)}) sw` : null,
      ),
      `SELECT 'topic', t.id::text, t.id::text, ${microseconds('t.create_date')} FROM topics t
       WHERE t.id = ANY(CAST(:changedTopics AS uuid[])) AND t.deleted_at IS NULL ${category === undefined ? '' : 'AND t.category = :category'} AND (${match.where})`,
    ]
      .filter((part) => part !== null)
      .join(' UNION ALL ');
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, {
      ...match.params,
      ...Object.fromEntries(words.map((word, i) => [`typo${i}`, word])),
      ...(category === undefined ? {} : { category }),
      // Changed comments' ids too: no topic has one.
      changedTopics: [...changes.changed],
    });
    // One statement at the connection's pg_trgm floor: each word's bar is in its SQL (typoWordsSql), no transaction needed.
    const rows: { kind: 'word' | 'topic'; id: string; topic_id: string; at: number | null }[] = await this.dataSource.query(text, values);
    this.counts.typoReads++;
    const typos: (string[] | undefined)[] = words.map(() => undefined);
    const hits = changes.hits.filter((hit) => hit.kind === 'comment');
    for (const row of rows) {
      if (row.kind === 'word') (typos[Number(row.id)] ??= []).push(row.topic_id);
      else hits.push({ kind: 'topic', id: row.id, topic_id: row.topic_id, at: Number(row.at) });
    }
    if (kept) this.typoReadings.keep(index, words.flatMap((w, i) => (isTypoTolerant(w) ? [[w, typos[i] ?? []] as const] : [])));
    return { words: typos, hits };
  }

  /**
   * The visible topics, then the visible comments of visible topics, oldest first in chunks (their date indexes, in the
   * order rows are written: a chunk's rows lie together on disk), each chunk added a slice at a time between other
   * requests. `since` is read first: the start of the oldest transaction open now, or now. A row changed since then is
   * left out (every search reads it apart), so every row the build adds was there when the rows were counted.
   */
  protected async read(): Promise<ForumIndex | null> {
    const read = <T>(sql: string, parameters: unknown[] = []) => queryWithSettings<T>(this.dataSource, ['SET LOCAL statement_timeout = 0'], sql, parameters);
    const [start] = await read<{ since: string; deletions: string; docs: string }>(
      `SELECT least(now(), (SELECT min(xact_start) FROM pg_stat_activity WHERE datname = current_database()))::text AS since,
         (SELECT ${DELETIONS_SQL} FROM forum_search_deletions) AS deletions,
         ((SELECT count(*) FROM topics) + (SELECT count(*) FROM comments))::text AS docs`,
    );
    const capacity = Number(start.docs);
    if (capacity > INDEX_MAX_DOCS) return null;
    const index = new ForumIndex(capacity, start.since, start.deletions);
    const categories = new Map<string, string>();
    const sides = {
      topic: `SELECT id::text, id::text AS topic_id, category, create_date::text AS date, ${microseconds('create_date')} AS at, search_text AS text,
                search_title_words AS title_words
              FROM topics WHERE deleted_at IS NULL AND (create_date, id) > (CAST($2 AS timestamptz), CAST($3 AS uuid))
                AND search_changed_at < CAST($1 AS timestamptz)
              ORDER BY create_date, id LIMIT ${BUILD_CHUNK}`,
      comment: `SELECT id::text, topic_id::text, NULL AS category, created_at::text AS date, ${microseconds('created_at')} AS at, search_text AS text,
                parent_id::text AS parent_id
              FROM comments WHERE deleted_at IS NULL AND (created_at, id) > (CAST($2 AS timestamptz), CAST($3 AS uuid))
                AND search_changed_at < CAST($1 AS timestamptz)
              ORDER BY created_at, id LIMIT ${BUILD_CHUNK}`,
    };
    for (const side of ['topic', 'comment'] as const) {
      let after = ['-infinity', '00000000-0000-0000-0000-000000000000'];
      for (;;) {
        type Row = {
          id: string;
          topic_id: string;
          category: string | null;
          date: string;
          at: number;
          text: string | null;
          title_words?: string[] | null;
          parent_id?: string | null;
        };
        const chunk = await read<Row>(sides[side], [start.since, ...after]);
        for (let from = 0; from < chunk.length; from += ADD_SLICE) {
          for (const r of chunk.slice(from, from + ADD_SLICE)) {
            // A comment of a topic that is deleted, or changed since `since` (the comment is then read apart too).
            const category = side === 'topic' ? r.category! : categories.get(r.topic_id);
            if (category === undefined) continue;
            if (side === 'topic') categories.set(r.id, category);
            // Never so (each row was counted), but the index has room for no more.
            if (index.added >= capacity) continue;
            index.add({
              id: r.id,
              kind: side,
              topicId: r.topic_id,
              category,
              at: Number(r.at),
              text: r.text ?? '',
              titleWords: r.title_words ?? undefined,
              parentId: r.parent_id ?? null,
            });
          }
          await new Promise((resolve) => setImmediate(resolve));
        }
        if (chunk.length < BUILD_CHUNK) break;
        after = [chunk[chunk.length - 1].date, chunk[chunk.length - 1].id];
      }
    }
    return index.seal();
  }
}
