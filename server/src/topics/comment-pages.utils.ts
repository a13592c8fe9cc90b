import type { DataSource } from 'typeorm';
import type { SettingsService } from '../settings/settings.service.js';

/**
 * The page of its topic's comments that shows each comment (by id): the topic page lists top-level comments
 * oldest first (CommentsService.page, by the stored "comments per page" setting), a reply under its parent. For links
 * to a comment (forum search, notifications).
 */
export async function commentPages(dataSource: DataSource, settings: SettingsService, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const { commentsPerPage } = await settings.get();
  const rows: { id: string; before: number }[] = await dataSource.query(`SELECT c.id, ${threadsBefore('c')} AS before FROM comments c WHERE c.id = ANY($1)`, [ids]);
  return new Map(rows.map((r) => [r.id, pageOf(r.before, commentsPerPage)]));
}

/** SQL: how many visible threads of its topic come before the thread of the comment `alias` (its own, or its parent's). */
export function threadsBefore(alias: string): string {
  return `CAST((SELECT count(*) FROM comments p JOIN comments root ON root.id = coalesce(${alias}.parent_id, ${alias}.id)
      WHERE p.topic_id = root.topic_id AND p.parent_id IS NULL AND p.deleted_at IS NULL
        AND (p.created_at, p.id) < (root.created_at, root.id)) AS int)`;
}

/** The page that shows a thread with `before` threads before it. */
export function pageOf(before: number, commentsPerPage: number): number {
  return Math.floor(before / commentsPerPage) + 1;
}
