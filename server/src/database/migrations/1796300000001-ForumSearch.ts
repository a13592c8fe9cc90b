import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The folded text of a topic (title, subject, description lines) and of its names for typos (title, subject). */
function topicFolded(row: string) {
  return {
    text: `search_fold(${row}"title" || ' ' || ${row}"subject" || ' ' || forum_description_text(${row}"description"))`,
    title: `search_fold(${row}"title" || ' ' || ${row}"subject")`,
  };
}

/**
 * Forum search (issue 19, item 5) with the catalogue's forgiving rules: topics and comments keep
 * their text folded by `search_fold` (ForgivingSearch: case, accents, Hebrew points), written by
 * triggers when the text changes, with trigram indexes (substring LIKE, and word similarity for
 * typos in titles). The list's old trigram indexes on the raw title, subject and description go:
 * the list searches the folded text now (one search path). Newest-first indexes over visible
 * topics (pinned too) and comments serve the search's order.
 */
export class ForumSearch1796300000001 implements MigrationInterface {
  name = 'ForumSearch1796300000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "topics" ADD "search_text" text`);
    await queryRunner.query(`ALTER TABLE "topics" ADD "search_title" text`);
    await queryRunner.query(`ALTER TABLE "comments" ADD "search_text" text`);
    const topic = topicFolded('NEW.');
    await queryRunner.query(`
      CREATE FUNCTION topics_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_text := ${topic.text};
        NEW.search_title := ${topic.title};
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION comments_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_text := search_fold(NEW."text");
        RETURN NEW;
      END $$`);
    // Only when searched text is written: views, likes and counters do not fold it again.
    await queryRunner.query(
      `CREATE TRIGGER "topics_search_fill" BEFORE INSERT OR UPDATE OF "title", "subject", "description" ON "topics" FOR EACH ROW EXECUTE FUNCTION topics_search_fill()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "comments_search_fill" BEFORE INSERT OR UPDATE OF "text" ON "comments" FOR EACH ROW EXECUTE FUNCTION comments_search_fill()`,
    );
    const existing = topicFolded('');
    await queryRunner.query(`UPDATE "topics" SET "search_text" = ${existing.text}, "search_title" = ${existing.title}`);
    await queryRunner.query(`UPDATE "comments" SET "search_text" = search_fold("text")`);
    for (const name of ['description', 'subject', 'title']) await queryRunner.query(`DROP INDEX "public"."topics_${name}_trgm_idx"`);
    await queryRunner.query(`CREATE INDEX "topics_search_text_idx" ON "topics" USING gin ("search_text" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "topics_search_title_idx" ON "topics" USING gin ("search_title" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "comments_search_text_idx" ON "comments" USING gin ("search_text" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "topics_search_recent_idx" ON "topics" ("create_date", "id") WHERE "deleted_at" IS NULL`);
    await queryRunner.query(`CREATE INDEX "comments_search_recent_idx" ON "comments" ("created_at", "id") WHERE "deleted_at" IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['comments_search_recent_idx', 'topics_search_recent_idx', 'comments_search_text_idx', 'topics_search_title_idx', 'topics_search_text_idx'])
      await queryRunner.query(`DROP INDEX "public"."${name}"`);
    await queryRunner.query(`CREATE INDEX "topics_title_trgm_idx" ON "topics" USING gin ("title" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "topics_subject_trgm_idx" ON "topics" USING gin ("subject" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "topics_description_trgm_idx" ON "topics" USING gin (forum_description_text("description") gin_trgm_ops)`);
    await queryRunner.query(`DROP TRIGGER "comments_search_fill" ON "comments"`);
    await queryRunner.query(`DROP TRIGGER "topics_search_fill" ON "topics"`);
    await queryRunner.query(`DROP FUNCTION comments_search_fill()`);
    await queryRunner.query(`DROP FUNCTION topics_search_fill()`);
    await queryRunner.query(`ALTER TABLE "comments" DROP COLUMN "search_text"`);
    await queryRunner.query(`ALTER TABLE "topics" DROP COLUMN "search_title"`);
    await queryRunner.query(`ALTER TABLE "topics" DROP COLUMN "search_text"`);
  }
}
