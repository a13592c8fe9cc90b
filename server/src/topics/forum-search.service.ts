import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FORUM_SEARCH_COUNT_CAP, isTypoTolerant, searchHighlights, searchSnippet, searchWords, type HighlightedText } from '@pepper-atlas/domain';
import { type FoldedWordsMatch, typoSettings, TYPOS_WHEN_FEWER_THAN } from '../common/search/folded-search.js';
import { DataSource } from 'typeorm';
import { SettingsService } from '../settings/settings.service.js';
import { Comment } from './comment.entity.js';
import { pageOf, threadsBefore } from './comment-pages.utils.js';
import type { ForumSearchArgs, ForumSearchHit, ForumSearchHitKindName, ForumSearchPage } from './dto/forum-search.types.js';
import { forumCommentMatch, forumTopicMatch } from './forum-search.js';
import { type ForumHit, newestFirst } from './forum-index.js';
import { ForumIndexService, microseconds } from './forum-index.service.js';
import { topicSource } from './post-html.utils.js';
import { postText } from './post-markdown.utils.js';
import { Topic } from './topic.entity.js';
import { queryWithSettings } from '../common/sql.js';

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
  ) {}

  async search(args: ForumSearchArgs): Promise<ForumSearchPage> {
    const words = searchWords(args.search);
    const offset = (args.page - 1) * args.limit;
    if (words.length === 0) return { hits: [], total: 0, currentPage: args.page, totalPages: 1 };
    const window = offset + args.limit;
    // The index in memory answers (forum-index.service.ts); SQL when it has none yet.
    const { rows, count } = (await this.index.search(words, args.category, window)) ?? (await this.inSql(words, args.category, window));
    // Each side counted up to the cap: a total of the cap reads "1,000+".
    const total = Math.min(count, FORUM_SEARCH_COUNT_CAP);
    return {
      hits: await this.hits(rows.slice(offset, window), words),
      total,
      currentPage: args.page,
      totalPages: Math.max(1, Math.ceil(total / args.limit)),
    };
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
   * The hits' topics with their authors, and the comments hit with theirs and how many threads come before each in its
   * topic (its page), in one statement.
   */
  private async hits(rows: HitRow[], words: string[]): Promise<ForumSearchHit[]> {
    if (rows.length === 0) return [];
    const commentIds = rows.filter((r) => r.kind === 'comment').map((r) => r.id);
    const [{ commentsPerPage }, { entities: topics, raw }] = await Promise.all([
      this.settings.get(),
      this.dataSource
        .getRepository(Topic)
        .createQueryBuilder('t')
        .leftJoinAndSelect('t.author', 'ta')
        .leftJoinAndMapMany('t.searchHits', Comment, 'c', 'c.topic_id = t.id AND c.id = ANY(CAST(:commentIds AS uuid[]))', { commentIds })
        .leftJoinAndSelect('c.author', 'ca')
        // The threads before the comment's (a reply is shown under its parent, the topic page lists threads oldest first).
        .addSelect(threadsBefore('c'), 'c_threads_before')
        .where('t.id = ANY(CAST(:topicIds AS uuid[]))', { topicIds: [...new Set(rows.map((r) => r.topic_id))] })
        .getRawAndEntities<{ c_id: string | null; c_threads_before: number | null }>(),
    ]);
    const topicById = new Map(topics.map((t) => [t.id, t]));
    const commentById = new Map(topics.flatMap((t) => (t as Topic & { searchHits?: Comment[] }).searchHits ?? []).map((c) => [c.id, c]));
    const pages = new Map(raw.flatMap((r) => (r.c_id === null ? [] : [[r.c_id, pageOf(r.c_threads_before ?? 0, commentsPerPage)] as const])));
    const hits: ForumSearchHit[] = [];
    for (const row of rows) {
      const topic = topicById.get(row.topic_id);
      const comment = row.kind === 'comment' ? commentById.get(row.id) : null;
      // Deleted between the two reads: left out.
      if (!topic || comment === undefined) continue;
      hits.push({
        kind: row.kind,
        topic,
        comment,
        commentPage: comment ? (pages.get(comment.id) ?? 1) : null,
        // The title also matches with a typo (forum-search.ts); descriptions and comments as written.
        title: { text: topic.title, highlights: searchHighlights(topic.title, words, { typos: !comment }) },
        excerpt: comment ? searchSnippet(postText(comment.text), words) : topicExcerpt(topic, words),
        date: comment ? comment.createdAt : topic.createDate,
      });
    }
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
