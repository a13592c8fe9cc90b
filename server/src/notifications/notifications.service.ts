import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NotificationAction, NotificationType } from '@pepper-atlas/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { returningRows } from '../common/sql.js';
import { NotificationEvents } from './notification-events.js';

/** What happened, to be told to `recipientId` (dropped if that is the actor, a blocked member, or a type they turned off). */
export interface NotificationDraft {
  recipientId: string;
  type: NotificationType;
  actorId: string;
  topicId?: string | null;
  commentId?: string | null;
  reportId?: string | null;
  action?: NotificationAction | null;
  /** Likes: one row per recipient and post, moved up by each new like. */
  groupKey?: string | null;
}

/**
 * Tells members what happened: the rows are written in the caller's transaction (a post and its
 * notifications commit together), live listeners learn of them after the commit. The forum and the
 * reports call it; it knows none of them (drafts carry ids). Members read theirs in the inbox module.
 */
@Injectable()
export class NotificationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    readonly events: NotificationEvents,
  ) {}

  // ------------------------------------------------------------------ writing (inside the caller's transaction)

  /**
   * Stores the drafts in the caller's transaction and answers the members who got one (for `changed`
   * after the commit). Exclusions are decided in SQL against the committed state: the actor themself,
   * a blocked recipient, a type the recipient turned off. A grouped like moves its one row up and makes
   * it unread again; parallel likes of one post wait on its row (unique key) and leave one row.
   */
  async record(manager: EntityManager, drafts: NotificationDraft[]): Promise<string[]> {
    const told: string[] = [];
    for (const d of drafts) {
      if (d.recipientId === d.actorId) continue;
      const rows = await returningRows<{ recipient_id: string }>(
        manager,
        `INSERT INTO notifications (recipient_id, type, action, actor_id, topic_id, comment_id, report_id, group_key)
         SELECT u.id, $2::varchar, $3::varchar, $4::uuid, $5::uuid, $6::uuid, $7::uuid, $8::varchar FROM users u
         WHERE u.id = $1::uuid AND u.is_active
           AND NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = u.id AND $2::text = ANY (p.disabled))
         ON CONFLICT (recipient_id, group_key) WHERE group_key IS NOT NULL
         DO UPDATE SET actor_id = EXCLUDED.actor_id, occurred_at = now(), read_at = NULL
         RETURNING recipient_id`,
        [d.recipientId, d.type, d.action ?? null, d.actorId, d.topicId ?? null, d.commentId ?? null, d.reportId ?? null, d.groupKey ?? null],
      );
      told.push(...rows.map((r) => r.recipient_id));
    }
    return told;
  }

  /** After the commit: tells live-update listeners whose notifications changed. */
  changed(userIds: Iterable<string>): void {
    this.events.emit(userIds);
  }

  /** Runs `work` in a transaction with a `tell` that records drafts in it, and announces the members told after the commit. */
  async inTransaction<T>(work: (manager: EntityManager, tell: (drafts: NotificationDraft[]) => Promise<void>) => Promise<T>): Promise<T> {
    const told: string[] = [];
    const result = await this.dataSource.transaction((manager) =>
      work(manager, async (drafts) => {
        told.push(...(await this.record(manager, drafts)));
      }),
    );
    this.changed(told);
    return result;
  }
}
