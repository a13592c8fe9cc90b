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
  const rows: { id: string; before: number }[] = await dataSource.query(
    `SELECT c.id, CAST((SELECT count(*) FROM comments p
        WHERE p.topic_id = root.topic_id AND p.parent_id IS NULL AND p.deleted_at IS NULL
          AND (p.created_at, p.id) < (root.created_at, root.id)) AS int) AS before
      FROM comments c JOIN comments root ON root.id = coalesce(c.parent_id, c.id)
      WHERE c.id = ANY($1)`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, Math.floor(r.before / commentsPerPage) + 1]));
}
