import type { MigrationInterface, QueryRunner } from 'typeorm';
import { freeSlugs } from '../../common/slug.utils.js';

/** Each kind of content, its table and the slug of a title with nothing usable. */
const TABLES = [
  ['news_events', 'news'],
  ['recipes', 'recipe'],
  ['guides', 'guide'],
] as const;

/**
 * Every news item, recipe and guide gets an address of its own (/news/<slug>, /recipes/<slug>, /guides/<slug>, issue
 * 33) from its English title, oldest first (the older of two equal titles keeps the plain slug), with the rules the
 * seed and the server use (accents dropped, apostrophes removed).
 */
export class ContentSlugs1797200000001 implements MigrationInterface {
  name = 'ContentSlugs1797200000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, fallback] of TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "slug" character varying(80)`);
      const rows: { id: string; title: string }[] = await queryRunner.query(`SELECT "id", "title" FROM "${table}" ORDER BY "created_at", "id"`);
      const slugs = freeSlugs(rows.map((row) => row.title), fallback);
      for (const [i, { id }] of rows.entries()) await queryRunner.query(`UPDATE "${table}" SET "slug" = $1 WHERE "id" = $2`, [slugs[i], id]);
      await queryRunner.query(`ALTER TABLE "${table}" ALTER COLUMN "slug" SET NOT NULL`);
      await queryRunner.query(`CREATE UNIQUE INDEX "${table}_slug_key" ON "${table}" ("slug")`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table] of TABLES) {
      await queryRunner.query(`DROP INDEX "public"."${table}_slug_key"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "slug"`);
    }
  }
}
