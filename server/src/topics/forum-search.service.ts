import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FORUM_SEARCH_COUNT_CAP, isTypoTolerant, searchHighlights, searchSnippet, searchWords, type HighlightedText } from '@pepper-atlas/domain';
import { type FoldedWordsMatch, typoSettings, TYPOS_WHEN_FEWER_THAN } from '../common/search/folded-search.js';
import { DataSource } from 'typeorm';
import { User, USER_PROFILE_PROPERTIES } from '../accounts/user.entity.js';
import { RawEntityColumns } from '../common/database/raw-entities.js';
import { SettingsService } from '../settings/settings.service.js';
import { Comment } from './comment.entity.js';
import { pageOf, threadsBefore } from './comment-pages.utils.js';
import type { ForumSearchArgs, ForumSearchHit, ForumSearchHitKindName, ForumSearchPage } from './dto/forum-search.types.js';
import { forumCommentMatch, forumTopicMatch } from './forum-search.js';
import { type ForumHit, newestFirst } from './forum-index.js';
import { ForumIndexService, forumIndexCheck, type IndexCheck, microseconds, type UnchangedForumAnswer } from './forum-index.service.js';
import { topicSource } from './post-html.utils.js';
import { postText } from './post-markdown.utils.js';
import { Topic } from './topic.entity.js';
import { preparedQuery, queryWithSettings } from '../common/sql.js';

/** A hit as both sides give it: `at` is its date in microseconds (forum-index.ts). */
type HitRow = ForumHit & { kind: ForumSearchHitKindName };

/** One side of the search (topics or comments): its hit columns, its rows without the words, the words, its newest-first order. */
interface Side {
  select: string;
  rows: string;
  match: string;
  order: string;
  params: Record<string, unknown>;
  /** SET LOCAL statements its reads run with (typoSettings). */
  settings?: string[];
}

/**
 * The forum search (issue 19, item 5): topics by their title, subject and description and comments
 * by their text, with the catalogue's forgiving rules (forum-search.ts), newest first, paged by
 * offset like the forum list. What it finds is what the forum shows everyone: no deleted topic, no
 * deleted comment (a deleted comment's replies are deleted with it), no comment of a deleted topic;
 * guests, members and admins see the same forum, so they get the same hits. Each hit carries its
 * title and an excerpt as plain text (a post as its reader sees it) with highlight ranges, and a comment hit the page of the
 * topic's comments that shows it.
 */
@Injectable()
export class ForumSearchService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly index: ForumIndexService,
  ) {
    this.columns = {
      topic: new RawEntityColumns(dataSource, Topic, 't'),
      topicAuthor: new RawEntityColumns(dataSource, User, 'ta', USER_PROFILE_PROPERTIES),
      comment: new RawEntityColumns(dataSource, Comment, 'c'),
      commentAuthor: new RawEntityColumns(dataSource, User, 'ca', USER_PROFILE_PROPERTIES),
    };
  }

  /** What a hit reads of its topic, its comment and their authors (hits). */
  private readonly columns: {
    topic: RawEntityColumns<Topic>;
    topicAuthor: RawEntityColumns<User>;
    comment: RawEntityColumns<Comment>;
    commentAuthor: RawEntityColumns<User>;
  };

  async search(args: ForumSearchArgs): Promise<ForumSearchPage> {
    const words = searchWords(args.search);
    const offset = (args.page - 1) * args.limit;
    if (words.length === 0) return { hits: [], total: 0, currentPage: args.page, totalPages: 1 };
    const window = offset + args.limit;
    const page = (hits: ForumSearchHit[], count: number): ForumSearchPage => {
      // Each side counted up to the cap: a total of the cap reads "1,000+".
      const total = Math.min(count, FORUM_SEARCH_COUNT_CAP);
      return { hits, total, currentPage: args.page, totalPages: Math.max(1, Math.ceil(total / args.limit)) };
    };
    // The index's page for a forum unchanged since its build, checked by the statement that reads its hits, if not
    // before: one statement a search, as most find the forum (forum-index.service.ts).
    const unchanged = await this.index.unchanged(words, args.category, offset, window);
    if (unchanged) {
      const unchecked = unchanged.checked ? undefined : unchanged;
      const hits =
        unchanged.rows.length > 0 ? await this.hits(unchanged.rows, words, unchecked) : (!unchecked || (await this.index.check(unchecked))) && [];
      if (hits) {
        this.index.answered(unchanged);
        return page(hits, unchanged.count);
      }
    }
    // The index in memory answers with the page's rows and what changed since its build; SQL, when it has none yet, the
    // window's.
    const fromIndex = await this.index.search(words, args.category, offset, window);
    const { rows, count } = fromIndex ?? (await this.inSql(words, args.category, window));
    return page((await this.hits(fromIndex ? rows : rows.slice(offset, window), words)) ?? [], count);
  }

  /** The topics side of the search: `match` on visible topics, in the category if one is given. */
  private topicSide(match: FoldedWordsMatch, inCategoryOf: string | undefined): Side {
    return {
      select: `'topic' AS kind, t.id AS id, t.id AS topic_id, ${microseconds('t.create_date')} AS at`,
      rows: `FROM topics t WHERE t.deleted_at IS NULL ${inCategoryOf ? 'AND t.category = :category' : ''}`,
      match: match.where,
      order: 't.create_date DESC, t.id DESC',
      params: { ...match.params, ...(inCategoryOf ? { category: inCategoryOf } : {}) },
      settings: typoSettings(match),
    };
  }

  /** The newest `window` hits of both sides in SQL, and their count (each side's up to the cap). */
  private async inSql(words: string[], inCategoryOf: string | undefined, window: number): Promise<{ rows: HitRow[]; count: number }> {
    const category = inCategoryOf ? 'AND t.category = :category' : '';
    const inCategory = inCategoryOf ? { category: inCategoryOf } : {};
    const topicSide = (match: FoldedWordsMatch): Side => this.topicSide(match, inCategoryOf);
    const comments = forumCommentMatch(words);
    // Each side's newest offset + limit hits; the page is the newest of both.
    const newest = [
      await this.newest(
        {
          select: `'comment' AS kind, c.id AS id, c.topic_id AS topic_id, ${microseconds('c.created_at')} AS at`,
          rows: `FROM comments c JOIN topics t ON t.id = c.topic_id WHERE c.deleted_at IS NULL AND t.deleted_at IS NULL ${category}`,
          match: comments.where,
          order: 'c.created_at DESC, c.id DESC',
          params: { ...comments.params, ...inCategory },
        },
        window,
      ),
      await this.newest(topicSide(forumTopicMatch(words, false)), window),
    ];
    // A title forgives a typo only when the words as typed find too little (the catalogue's rule): the typo test costs
    // several times the substring match on every title it checks.
    if (words.some((word) => isTypoTolerant(word)) && newest[0].count + newest[1].count < TYPOS_WHEN_FEWER_THAN) {
      newest[1] = await this.newest(topicSide(forumTopicMatch(words, true)), window);
    }
    return {
      rows: newest
        .flatMap((side) => side.rows)
        .map((row) => ({ ...row, at: Number(row.at) }))
        .sort(newestFirst)
        .slice(0, window),
      count: newest.reduce((sum, side) => sum + side.count, 0),
    };
  }

  /**
   * A side's newest `window` hits and how many it has, counted up to FORUM_SEARCH_COUNT_CAP (issue 34). Its hits are
   * gathered through the trigram indexes, at most one past the cap: a rare word (a typo, two words seldom together)
   * is then whole, counted and sorted in the same statement. A common word stops there, and its newest hits are read
   * in order from the side's date index instead, where a page of them is met within the newest few hundred posts.
   * Each read is told its way: left to itself the planner walked the date index for a word it guessed common and
   * tested every post (800 ms over 1,000,000 comments for a typo), or scanned a table where the typo test on every
   * row costs far more than it thinks.
   */
  private async newest(side: Side, window: number): Promise<{ rows: HitRow[]; count: number }> {
    const gathered = await this.planned<HitRow & { gathered: string }>(
      ['SET LOCAL enable_seqscan = off', ...(side.settings ?? [])],
      `SELECT g.kind, g.id, g.topic_id, g.at, count(*) OVER () AS gathered
       FROM (SELECT ${side.select} ${side.rows} AND (${side.match}) LIMIT :gather) g ORDER BY g.at DESC, g.id DESC LIMIT :window`,
      { ...side.params, gather: FORUM_SEARCH_COUNT_CAP + 1, window },
    );
    const count = Number(gathered[0]?.gathered ?? 0);
    if (count <= FORUM_SEARCH_COUNT_CAP) return { rows: gathered, count };
    const walked = await this.planned<HitRow>(
      ['SET LOCAL enable_seqscan = off', 'SET LOCAL enable_bitmapscan = off', ...(side.settings ?? [])],
      `SELECT ${side.select} ${side.rows} AND (${side.match}) ORDER BY ${side.order} LIMIT :window`,
      { ...side.params, window },
    );
    return { rows: walked, count: FORUM_SEARCH_COUNT_CAP };
  }

  /** A statement with settings for it alone (SET LOCAL in a transaction): some of the planner's ways off, a typo bar. */
  private planned<T>(settings: string[], sql: string, params: Record<string, unknown>): Promise<T[]> {
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, params);
    return queryWithSettings<T>(this.dataSource, settings, text, values);
  }

  /**
   * The hits' topics and comments with their authors (the columns shown), and how many threads come before each comment
   * in its topic (its page) where the index did not say, in one statement of the hits in order. A statement of our own:
   * the query builder's version (the topics, left-joined to the hit comments) took the planner longer than it took to
   * run, and building it and mapping its rows back cost more than the rest of the search (issue 34). With an index's page
   * not checked yet, the same statement asks whether it stands (forumIndexCheck): null when it does not.
   */
  private async hits(rows: HitRow[], words: string[], unchecked?: UnchangedForumAnswer): Promise<ForumSearchHit[] | null> {
    if (rows.length === 0) return [];
    const { topic, topicAuthor, comment, commentAuthor } = this.columns;
    // The threads before a comment are counted here unless the index knows them (no count at all when it knows them all).
    const counted = rows.some((r) => r.kind === 'comment' && r.threadsBefore === undefined);
    const read = `SELECT h.n, ${topic.select}, ${topicAuthor.select}, ${comment.select}, ${commentAuthor.select},
        ${counted ? `CASE WHEN c.id IS NULL OR h.known THEN NULL ELSE ${threadsBefore('c')} END` : 'NULL'} AS threads_before
      FROM unnest(CAST($1 AS uuid[]), CAST($2 AS uuid[]), CAST($3 AS boolean[])) WITH ORDINALITY AS h(topic_id, comment_id, known, n)
      LEFT JOIN comments c ON c.id = h.comment_id AND c.deleted_at IS NULL
      JOIN topics t ON t.id = coalesce(c.topic_id, h.topic_id) AND t.deleted_at IS NULL
      LEFT JOIN users ta ON ta.id = t.author_id
      LEFT JOIN users ca ON ca.id = c.author_id`;
    const values = [rows.map((r) => r.topic_id), rows.map((r) => (r.kind === 'comment' ? r.id : null)), rows.map((r) => r.threadsBefore !== undefined)];
    const [{ commentsPerPage }, found] = await Promise.all([
      this.settings.get(),
      preparedQuery<Record<string, unknown> & Partial<IndexCheck> & { n: string | null; threads_before: number | null }>(
        this.dataSource,
        `forum-search-hits${counted ? '-counted' : ''}${unchecked ? '-checked' : ''}`,
        // The check's one row, with the hits beside it (none: the check alone).
        unchecked ? `SELECT * FROM (${forumIndexCheck('$4', '$5')}) check_ LEFT JOIN (${read}) hit ON true` : read,
        unchecked ? [...values, unchecked.index.since, [...unchecked.words]] : values,
      ),
    ]);
    if (unchecked && !this.index.stands(unchecked, found[0] as IndexCheck)) return null;
    const byHit = new Map(found.flatMap((r) => (r.n === null ? [] : [[Number(r.n) - 1, r] as const])));
    const hits: ForumSearchHit[] = [];
    rows.forEach((row, i) => {
      const read = byHit.get(i);
      const hitTopic = read && topic.from(read);
      const hitComment = read && row.kind === 'comment' ? comment.from(read) : null;
      // Deleted between the two reads: left out.
      if (!read || !hitTopic || hitComment === undefined) return;
      hitTopic.author = topicAuthor.from(read);
      if (hitComment) hitComment.author = commentAuthor.from(read);
      hits.push({
        kind: row.kind,
        topic: hitTopic,
        comment: hitComment,
        commentPage: hitComment ? pageOf(row.threadsBefore ?? read.threads_before ?? 0, commentsPerPage) : null,
        // The title also matches with a typo (forum-search.ts); descriptions and comments as written.
        title: { text: hitTopic.title, highlights: searchHighlights(hitTopic.title, words, { typos: !hitComment }) },
        excerpt: hitComment ? searchSnippet(postText(hitComment.text), words) : topicExcerpt(hitTopic, words),
        date: hitComment ? hitComment.createdAt : hitTopic.createDate,
      });
    });
    return hits;
  }
}

/**
 * A topic hit's excerpt: its description around the first match, else its subject when that matched. Posts are Markdown:
 * an excerpt reads as the post does (postText), without its `**`, `[text](url)` or `>`.
 */
function topicExcerpt(topic: Topic, words: string[]): HighlightedText {
  const description = searchSnippet(postText(topicSource(topic.description)), words);
  if (description.highlights.length > 0) return description;
  const subject = searchHighlights(topic.subject, words);
  return subject.length > 0 ? { text: topic.subject, highlights: subject } : description;
}
