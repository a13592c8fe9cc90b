import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { parsePost } from './post-markdown.utils.js';

/**
 * `[[Pepper]]` in the forum's posts, the other way round (issue 33): which peppers each post links (table
 * pepper_links), so a pepper's page lists the topics that talk about it. Written in the post's transaction, as it
 * is posted and as each edit leaves it.
 */
@Injectable()
export class PepperLinks {
  /**
   * Makes the post's rows those of its text: every `[[Name]]` the parser reads (not in code) that names a pepper
   * in English or Hebrew, whatever its case, as the rendered link finds it. An edit that drops a link drops its row.
   */
  async write(manager: EntityManager, post: { postId: string; topicId: string }, text: string): Promise<void> {
    const names = [...new Set(parsePost(text).references.peppers.map((name) => name.toLowerCase()))];
    await manager.query('DELETE FROM pepper_links WHERE post_id = $1', [post.postId]);
    if (names.length === 0) return;
    await manager.query(
      `INSERT INTO pepper_links (post_id, topic_id, pepper_id)
       SELECT $1::uuid, $2::uuid, p.id FROM peppers p
        WHERE p.deleted_at IS NULL AND (lower(p.name) = ANY ($3::text[]) OR lower(p.heb_name) = ANY ($3::text[]))
       ON CONFLICT DO NOTHING`,
      [post.postId, post.topicId, names],
    );
  }
}
