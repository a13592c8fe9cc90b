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
    // One statement for the whole batch (a comment in a topic with a thousand watchers is one INSERT). A grouped row
    // can be written once per statement, so the last draft of each recipient and group stands for the batch.
    const grouped = new Map<string, NotificationDraft>();
    const rest: NotificationDraft[] = [];
    for (const d of drafts) {
      if (d.recipientId === d.actorId) continue;
      if (d.groupKey) grouped.set(`${d.recipientId}\n${d.groupKey}`, d);
      else rest.push(d);
    }
    const batch = [...rest, ...grouped.values()];
    if (batch.length === 0) return [];
    const column = <K extends keyof NotificationDraft>(key: K) => batch.map((d) => d[key] ?? null);
    const rows = await returningRows<{ recipient_id: string }>(
      manager,
      `INSERT INTO notifications (recipient_id, type, action, actor_id, topic_id, comment_id, report_id, group_key)
       SELECT u.id, d.type, d.action, d.actor_id, d.topic_id, d.comment_id, d.report_id, d.group_key
       FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::uuid[], $5::uuid[], $6::uuid[], $7::uuid[], $8::varchar[])
         AS d(recipient_id, type, action, actor_id, topic_id, comment_id, report_id, group_key)
       JOIN users u ON u.id = d.recipient_id AND u.is_active
       WHERE NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = u.id AND d.type::text = ANY (p.disabled))
       ON CONFLICT (recipient_id, group_key) WHERE group_key IS NOT NULL
       DO UPDATE SET actor_id = EXCLUDED.actor_id, comment_id = EXCLUDED.comment_id, occurred_at = now(), read_at = NULL
       RETURNING recipient_id`,
      [
        column('recipientId'),
        column('type'),
        column('action'),
        column('actorId'),
        column('topicId'),
        column('commentId'),
        column('reportId'),
        column('groupKey'),
      ],
    );
    return rows.map((r) => r.recipient_id);
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
