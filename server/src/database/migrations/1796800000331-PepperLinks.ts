import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Back-links (issue 33): `pepper_links` holds which pepper each post (a topic or a comment, by id) links with
 * `[[Name]]`, with the post's topic, so a pepper's page lists the topics that talk about it newest first. The
 * forum writes it in the post's transaction (topics/pepper-links.service.ts); deleting a pepper or a topic for good
 * takes its rows, soft-deleted posts are left out when read.
 */
export class PepperLinks1796800000331 implements MigrationInterface {
  name = 'PepperLinks1796800000331';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "pepper_links" (
        "post_id" uuid NOT NULL,
        "topic_id" uuid NOT NULL REFERENCES "topics" ("id") ON DELETE CASCADE,
        "pepper_id" uuid NOT NULL REFERENCES "peppers" ("id") ON DELETE CASCADE,
        CONSTRAINT "PK_pepper_links" PRIMARY KEY ("post_id", "pepper_id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_pepper_links_pepper_topic" ON "pepper_links" ("pepper_id", "topic_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_pepper_links_topic" ON "pepper_links" ("topic_id")`);
    // The posts written before: every [[Name]] of their text that names a pepper in English or Hebrew. SQL cannot
    // tell Markdown code from text, so an example in code counts here until its post is edited; writes are exact.
    await queryRunner.query(`
      INSERT INTO "pepper_links" ("post_id", "topic_id", "pepper_id")
      SELECT DISTINCT post.id, post.topic_id, p.id
        FROM (
          SELECT t.id, t.id AS topic_id, concat_ws(E'\\n', t.title, t.subject, array_to_string(t.description, E'\\n')) AS text
            FROM "topics" t
          UNION ALL
          SELECT c.id, c.topic_id, c.text FROM "comments" c
        ) post
        CROSS JOIN LATERAL regexp_matches(post.text, '\\[\\[([^\\]\\n]{1,100})\\]\\]', 'g') AS m(name)
        JOIN "peppers" p ON p.deleted_at IS NULL
          AND (lower(p.name) = lower(btrim(m.name[1])) OR lower(p.heb_name) = lower(btrim(m.name[1])))
      ON CONFLICT DO NOTHING`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "pepper_links"`);
  }
}
