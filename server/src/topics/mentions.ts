import { Injectable } from '@nestjs/common';
import { MENTIONS_NOTIFIED_PER_POST } from '@pepper-atlas/domain';
import type { EntityManager } from 'typeorm';
import { returningRows } from '../common/sql.js';
import type { NotificationDraft } from '../notifications/notifications.service.js';
import { linkedMentionsOf, parsePost } from './post-markdown.utils.js';

/** `@username` in the forum's posts: who a post mentions, and the mention notifications it owes (table post_mentions). */
@Injectable()
export class Mentions {
  /** The ids of the members `names` (lower-cased usernames) refer to, in the order of `names`. */
  async membersNamed(manager: EntityManager, names: string[]): Promise<string[]> {
    if (names.length === 0) return [];
    const rows: { id: string; name: string }[] = await manager.query(
      'SELECT id, lower(username) AS name FROM users WHERE lower(username) = ANY ($1::text[])',
      [names],
    );
    const byName = new Map(rows.map((r) => [r.name, r.id]));
    return names.flatMap((name) => byName.get(name) ?? []);
  }

  /**
   * Mention drafts for a post's text (a topic's or a comment's, as posted or as edited): its first
   * MENTIONS_NOTIFIED_PER_POST mentions (the ones rendered as links), less every member already told of this post by
   * a mention, whatever edits came between, and those told of it by another notification (`alreadyTold`: a reply
   * that also mentions them). A post tells at most MENTIONS_NOTIFIED_PER_POST members by mention in all.
   */
  async mentionDrafts(
    manager: EntityManager,
    text: string,
    post: { actorId: string; topicId: string; commentId?: string | null },
    alreadyTold: string[] = [],
  ): Promise<NotificationDraft[]> {
    const ids = (await this.membersNamed(manager, linkedMentionsOf(parsePost(text)))).filter((id) => id !== post.actorId);
    const fresh = await this.claimMentions(manager, post.commentId ?? post.topicId, ids);
    return fresh.filter((id) => !alreadyTold.includes(id)).map((recipientId) => ({ recipientId, type: 'mention' as const, ...post }));
  }

  /**
   * Records in `post_mentions` the members a post mentions and answers those it had not mentioned before, in order,
   * up to the post's remaining MENTIONS_NOTIFIED_PER_POST. The post's edits take turns here (an advisory lock for the
   * transaction) so the count holds, and the table's key with ON CONFLICT DO NOTHING leaves parallel edits one row
   * per member: one notification.
   */
  private async claimMentions(manager: EntityManager, postId: string, userIds: string[]): Promise<string[]> {
    if (userIds.length === 0) return [];
    await manager.query("SELECT pg_advisory_xact_lock(hashtext('mentions:' || $1::text))", [postId]);
    const rows = await returningRows<{ user_id: string }>(
      manager,
      `INSERT INTO post_mentions (post_id, user_id)
       SELECT $1::uuid, c.id FROM unnest($2::uuid[]) WITH ORDINALITY AS c(id, ord)
       WHERE NOT EXISTS (SELECT 1 FROM post_mentions m WHERE m.post_id = $1::uuid AND m.user_id = c.id)
       ORDER BY c.ord
       LIMIT GREATEST($3::int - (SELECT count(*)::int FROM post_mentions m WHERE m.post_id = $1::uuid), 0)
       ON CONFLICT (post_id, user_id) DO NOTHING
       RETURNING user_id`,
      [postId, userIds, MENTIONS_NOTIFIED_PER_POST],
    );
    const claimed = new Set(rows.map((r) => r.user_id));
    return userIds.filter((id) => claimed.has(id));
  }
}
