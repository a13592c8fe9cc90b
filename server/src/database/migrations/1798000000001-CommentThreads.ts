import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A topic's visible threads in the order its page lists them (issue 34). The topic page reads its top-level comments
 * oldest first (CommentsService.page), and a link to a comment (a forum search hit, a notification) counts the threads
 * before the comment's (comment-pages.utils.ts threadsBefore). Through `comments_topic_created_idx` both read every
 * comment of the topic from the table, replies and deleted ones too: about 1,000 rows for a comment of a long topic,
 * 13 ms for a page of forum search hits at 1,000,000 comments. This index holds only the threads, with the columns they
 * are ordered by, so the count is read from the index alone.
 */
export class CommentThreads1798000000001 implements MigrationInterface {
  name = 'CommentThreads1798000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "comments_threads_idx" ON "comments" ("topic_id", "created_at", "id") WHERE "parent_id" IS NULL AND "deleted_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "comments_threads_idx"`);
  }
}
