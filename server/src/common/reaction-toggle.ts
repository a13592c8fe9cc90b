import type { DataSource, EntityManager } from 'typeorm';
import { returningRows } from './sql.js';

/** A reaction table (one row per user and target) and the counter column that counts its rows. */
export interface ReactionCounter {
  /** e.g. `pepper_likes` */
  reactions: string;
  /** The reaction table's column naming the target, e.g. `pepper_id`. */
  targetColumn: string;
  /** The counted table, e.g. `peppers`; its counter column is `likes`. */
  counted: string;
}

/**
 * Removes the user's reaction if there is one, adds it otherwise. The counter moves only by the rows
 * this call really deleted or inserted, in the same transaction: parallel toggles by one user can
 * race on the row (the unique key lets one insert win), never on the count. The names come from
 * the code, never from a request.
 */
export function toggleReaction(
  dataSource: DataSource,
  { reactions, targetColumn, counted }: ReactionCounter,
  userId: string,
  targetId: string,
  /** Runs in the same transaction after a reaction was added (not when one was removed). */
  onAdded?: (manager: EntityManager) => Promise<void>,
): Promise<{ liked: boolean; likes: number }> {
  return dataSource.transaction(async (manager) => {
    const params = [userId, targetId];
    const removed = await returningRows(manager, `DELETE FROM ${reactions} WHERE user_id = $1 AND ${targetColumn} = $2 RETURNING 1`, params);
    const added = removed.length
      ? []
      : await returningRows(
          manager,
          `INSERT INTO ${reactions} (user_id, ${targetColumn}) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
          params,
        );
    const change = added.length - removed.length;
    const rows = change
      ? await returningRows<{ likes: number }>(manager, `UPDATE ${counted} SET likes = GREATEST(likes + $2, 0) WHERE id = $1 RETURNING likes`, [
          targetId,
          change,
        ])
      : await returningRows<{ likes: number }>(manager, `SELECT likes FROM ${counted} WHERE id = $1`, [targetId]);
    if (added.length && onAdded) await onAdded(manager);
    // Nothing removed means the user likes it now, whether this call's insert or a parallel one's made the row.
    return { liked: removed.length === 0, likes: rows[0].likes };
  });
}
