import type { MigrationInterface, QueryRunner } from 'typeorm';
import { freeSlugs } from '../../common/slug.utils.js';

/**
 * Every pepper gets an address of its own, /peppers/<slug>, from its English name. Existing rows are
 * given theirs oldest first (so the older of two "Habanero"s keeps the plain one); deleted rows keep
 * theirs too, since a restored pepper must find its old address free.
 */
export class PepperSlug1795700000004 implements MigrationInterface {
  name = 'PepperSlug1795700000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "peppers" ADD "slug" character varying(80)`);
    const rows: { id: string; name: string }[] = await queryRunner.query(`SELECT "id", "name" FROM "peppers" ORDER BY "created_at", "id"`);
    const slugs = freeSlugs(rows.map((row) => row.name), 'pepper');
    for (const [i, { id }] of rows.entries()) await queryRunner.query(`UPDATE "peppers" SET "slug" = $1 WHERE "id" = $2`, [slugs[i], id]);
    await queryRunner.query(`ALTER TABLE "peppers" ALTER COLUMN "slug" SET NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "peppers_slug_key" ON "peppers" ("slug") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."peppers_slug_key"`);
    await queryRunner.query(`ALTER TABLE "peppers" DROP COLUMN "slug"`);
  }
}
