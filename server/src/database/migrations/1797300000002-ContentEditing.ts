import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['news_events', 'recipes', 'guides'] as const;

/**
 * News, recipes and guides are written by the administrators (issue 33): each has `published` (a draft is seen only
 * in the control panel; what was there before is published), `updated_at` and an optional `image` (an upload's URL). Their changes, and a recipe's peppers,
 * move the 'content' row of content_versions (see ContentVersions) in the same transaction, so a guest's kept page
 * of the news, the recipes or the guides never outlives a change. A guide's view count does not move it.
 */
export class ContentEditing1797300000002 implements MigrationInterface {
  name = 'ContentEditing1797300000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "published" boolean NOT NULL DEFAULT true`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD "image" character varying(500)`);
    }
    await queryRunner.query(`INSERT INTO "content_versions" ("name", "version") VALUES ('content', 1)`);
    for (const [table, ignored] of TRIGGERS) {
      const args = ['content', ...ignored].map((a) => `'${a}'`).join(', ');
      await queryRunner.query(
        `CREATE CONSTRAINT TRIGGER ${table}_content_version AFTER INSERT OR UPDATE OR DELETE ON ${table} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION content_version_bump(${args})`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${table}_content_version_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION content_version_bump(${args})`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table] of TRIGGERS) {
      await queryRunner.query(`DROP TRIGGER "${table}_content_version_truncate" ON "${table}"`);
      await queryRunner.query(`DROP TRIGGER "${table}_content_version" ON "${table}"`);
    }
    await queryRunner.query(`DELETE FROM "content_versions" WHERE "name" = 'content'`);
    for (const table of TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "image"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "updated_at"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "published"`);
    }
  }
}

/** Table, and the columns whose changes no page shows at once. */
const TRIGGERS: [table: string, ignored: string[]][] = [
  ['news_events', []],
  ['recipes', []],
  ['guides', ['views']],
  ['recipe_peppers', []],
];
