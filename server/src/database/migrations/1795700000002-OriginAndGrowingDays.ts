import { findOriginInText, formatGrowingTime, formatOrigin, type Origin, parseGrowingTime } from '@pepper-atlas/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';

interface OldPepperRow {
  id: string;
  origin: string | null;
  heb_origin: string | null;
  growing_time: string | null;
}

/** What one old row becomes; exported for the test that feeds it every origin the old seed had. */
export function migratedOrigin(origin: string | null, hebOrigin: string | null) {
  const en = findOriginInText(origin);
  const he = findOriginInText(hebOrigin);
  const country = en?.country ?? he?.country ?? null;
  if (!country) {
    // Names no country ("South America"): nothing is invented, the text stays as the region.
    return { country: null, region: origin?.trim() || null, hebRegion: hebOrigin?.trim() || null };
  }
  const regionOf = (found: Origin | null) => (found?.country === country ? found.region : null);
  return { country, region: regionOf(en), hebRegion: regionOf(he) };
}

/**
 * Origin becomes a country (ISO 3166-1 alpha-2) plus a region in each language, and growing time
 * becomes whole days (minimum and maximum). The readable `origin`, `heb_origin` and `growing_time`
 * stay, rewritten by the server from the new columns: search and the REST wire shape read them.
 * Old free text is parsed ("Mexico (Veracruz)", "Amazon basin; Mexico (Yucatán)", "100-120 days");
 * growing time that is no number of days keeps its text and gets no days.
 */
export class OriginAndGrowingDays1795700000002 implements MigrationInterface {
  name = 'OriginAndGrowingDays1795700000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "peppers" ADD "country" character varying(2)`);
    await queryRunner.query(`ALTER TABLE "peppers" ADD "region" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "peppers" ADD "heb_region" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "peppers" ADD "growing_days_min" integer`);
    await queryRunner.query(`ALTER TABLE "peppers" ADD "growing_days_max" integer`);
    await queryRunner.query(`ALTER TABLE "peppers" ALTER COLUMN "origin" TYPE character varying(160)`);
    await queryRunner.query(`ALTER TABLE "peppers" ALTER COLUMN "heb_origin" TYPE character varying(160)`);
    const rows: OldPepperRow[] = await queryRunner.query(`SELECT "id", "origin", "heb_origin", "growing_time" FROM "peppers"`);
    for (const row of rows) {
      const { country, region, hebRegion } = migratedOrigin(row.origin, row.heb_origin);
      const days = parseGrowingTime(row.growing_time);
      await queryRunner.query(
        `UPDATE "peppers" SET "country" = $2, "region" = $3, "heb_region" = $4, "origin" = $5, "heb_origin" = $6,
           "growing_days_min" = $7, "growing_days_max" = $8, "growing_time" = $9 WHERE "id" = $1`,
        [
          row.id,
          country,
          region,
          hebRegion,
          formatOrigin(country, region, 'en'),
          formatOrigin(country, hebRegion, 'he'),
          days?.min ?? null,
          days?.max ?? null,
          days ? formatGrowingTime(days.min, days.max, 'en') : row.growing_time,
        ],
      );
    }
    await queryRunner.query(`CREATE INDEX "peppers_country_idx" ON "peppers"  ("country") `);
    await queryRunner.query(
      `ALTER TABLE "peppers" ADD CONSTRAINT "peppers_growing_days_check" CHECK ("growing_days_min" >= 1 AND "growing_days_max" >= "growing_days_min")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "peppers" DROP CONSTRAINT "peppers_growing_days_check"`);
    await queryRunner.query(`DROP INDEX "public"."peppers_country_idx"`);
    // The readable origin and growing time already hold the full text.
    await queryRunner.query(`UPDATE "peppers" SET "origin" = left("origin", 100), "heb_origin" = left("heb_origin", 100)`);
    await queryRunner.query(`ALTER TABLE "peppers" ALTER COLUMN "heb_origin" TYPE character varying(100)`);
    await queryRunner.query(`ALTER TABLE "peppers" ALTER COLUMN "origin" TYPE character varying(100)`);
    await queryRunner.query(`ALTER TABLE "peppers" DROP COLUMN "growing_days_max"`);
    await queryRunner.query(`ALTER TABLE "peppers" DROP COLUMN "growing_days_min"`);
    await queryRunner.query(`ALTER TABLE "peppers" DROP COLUMN "heb_region"`);
    await queryRunner.query(`ALTER TABLE "peppers" DROP COLUMN "region"`);
    await queryRunner.query(`ALTER TABLE "peppers" DROP COLUMN "country"`);
  }
}
