import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FORUM_SEARCH_COUNT_CAP, searchHighlights, searchSnippet, searchWords, type HighlightedText } from '@pepper-atlas/domain';
import { DataSource, In } from 'typeorm';
import { SettingsService } from '../settings/settings.service.js';
import { Comment } from './comment.entity.js';
import { commentPages } from './comment-pages.utils.js';
import type { ForumSearchArgs, ForumSearchHit, ForumSearchHitKindName, ForumSearchPage } from './dto/forum-search.types.js';
import { forumCommentMatch, forumTopicMatch } from './forum-search.js';
import { topicSource } from './post-html.utils.js';
import { postText } from './post-markdown.utils.js';
import { Topic } from './topic.entity.js';

interface HitRow {
  kind: ForumSearchHitKindName;
  id: string;
  topic_id: string;
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
  ) {}

  async search(args: ForumSearchArgs): Promise<ForumSearchPage> {
    const words = searchWords(args.search);
    const offset = (args.page - 1) * args.limit;
    if (words.length === 0) return { hits: [], total: 0, currentPage: args.page, totalPages: 1 };
    const topics = forumTopicMatch(words);
    const comments = forumCommentMatch(words);
    const category = args.category ? 'AND t.category = :category' : '';
    const topicHits = `FROM topics t WHERE t.deleted_at IS NULL ${category} AND (${topics.where})`;
    const commentHits =
      `FROM comments c JOIN topics t ON t.id = c.topic_id ` +
      `WHERE c.deleted_at IS NULL AND t.deleted_at IS NULL ${category} AND (${comments.where})`;
    const params = { ...topics.params, ...comments.params, ...(args.category ? { category: args.category } : {}) };

    // Each side needs only its newest offset + limit hits: both walk their newest-first index or sort few rows.
    const rows = await this.query<HitRow>(
      `(SELECT 'topic' AS kind, t.id AS id, t.id AS topic_id, t.create_date AS at ${topicHits}
         ORDER BY t.create_date DESC, t.id DESC LIMIT :window)
       UNION ALL
       (SELECT 'comment' AS kind, c.id AS id, c.topic_id AS topic_id, c.created_at AS at ${commentHits}
         ORDER BY c.created_at DESC, c.id DESC LIMIT :window)
       ORDER BY at DESC, id DESC LIMIT :limit OFFSET :offset`,
      { ...params, window: offset + args.limit, limit: args.limit, offset },
    );
    // A page that is not full ends the hits (nothing on page 1: nothing at all), so nothing is counted then.
    const total =
      rows.length < args.limit && (rows.length > 0 || offset === 0)
        ? offset + rows.length
        : await this.count(`SELECT 1 ${topicHits}`, `SELECT 1 ${commentHits}`, params);
    return {
      hits: await this.hits(rows, words),
      total,
      currentPage: args.page,
      totalPages: Math.max(1, Math.ceil(total / args.limit)),
    };
  }

  /**
   * Matches counted up to FORUM_SEARCH_COUNT_CAP (a total of the cap reads "1,000+"): enough for every page a person
   * reaches, and a common word ("the", "פלפל", in most posts) costs at most that many rows a side. The planner is kept
   * off sequential scans here: with a LIMIT it expects a table scan to meet enough matches early, but the typo test
   * (word similarity) it then runs on every row costs far more than it thinks; the trigram indexes' bitmaps stop
   * after the cap as well.
   */
  private async count(topicHits: string, commentHits: string, params: Record<string, unknown>): Promise<number> {
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(
      `SELECT CAST((SELECT count(*) FROM (${topicHits} LIMIT :cap) a) + (SELECT count(*) FROM (${commentHits} LIMIT :cap) b) AS int) AS total`,
      { ...params, cap: FORUM_SEARCH_COUNT_CAP },
    );
    const rows: { total: number }[] = await this.dataSource.transaction(async (manager) => {
      await manager.query('SET LOCAL enable_seqscan = off');
      return manager.query(text, values);
    });
    return Math.min(rows[0]?.total ?? 0, FORUM_SEARCH_COUNT_CAP);
  }

  private query<T>(sql: string, params: Record<string, unknown>): Promise<T[]> {
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, params);
    return this.dataSource.query(text, values);
  }

  /** The hits' topics and comments (with authors) in two queries, and where each comment is shown. */
  private async hits(rows: HitRow[], words: string[]): Promise<ForumSearchHit[]> {
    if (rows.length === 0) return [];
    const commentIds = rows.filter((r) => r.kind === 'comment').map((r) => r.id);
    const [topics, comments, pages] = await Promise.all([
      this.dataSource.getRepository(Topic).find({ where: { id: In([...new Set(rows.map((r) => r.topic_id))]) }, relations: { author: true } }),
      commentIds.length > 0 ? this.dataSource.getRepository(Comment).find({ where: { id: In(commentIds) }, relations: { author: true } }) : [],
      commentPages(this.dataSource, this.settings, commentIds),
    ]);
    const topicById = new Map(topics.map((t) => [t.id, t]));
    const commentById = new Map(comments.map((c) => [c.id, c]));
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
