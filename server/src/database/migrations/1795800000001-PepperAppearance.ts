import { parsePodColors, PEPPER_COLORS, PEPPER_SHAPES, pepperShape } from '@pepper-atlas/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const inList = (codes: readonly string[]) => codes.map((code) => `'${code}'`).join(', ');

/**
 * Colour and shape become codes of fixed vocabularies (domain/src/appearance.ts), named on screen in
 * the reader's language. A change of colour ("Green to red") becomes the ripe colour plus a new unripe
 * colour. Each distinct old text is mapped once (fast on large catalogues); a text that names no known
 * colour or shape is cleared, and the audit log records what it was, per pepper.
 */
export class PepperAppearance1795800000001 implements MigrationInterface {
  name = 'PepperAppearance1795800000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "peppers" ADD "unripe_color" character varying(50)`);
    const colors: { color: string }[] = await queryRunner.query(`SELECT DISTINCT "color" FROM "peppers" WHERE "color" IS NOT NULL`);
    for (const { color } of colors) {
      const parsed = parsePodColors(color);
      if (!parsed?.color) await this.recordCleared(queryRunner, 'color', color);
      await queryRunner.query(`UPDATE "peppers" SET "color" = $2, "unripe_color" = $3 WHERE "color" = $1`, [
        color,
        parsed?.color ?? null,
        parsed?.unripeColor ?? null,
      ]);
    }
    const shapes: { shape: string }[] = await queryRunner.query(`SELECT DISTINCT "shape" FROM "peppers" WHERE "shape" IS NOT NULL`);
    for (const { shape } of shapes) {
      const code = pepperShape(shape);
      if (!code) await this.recordCleared(queryRunner, 'shape', shape);
      await queryRunner.query(`UPDATE "peppers" SET "shape" = $2 WHERE "shape" = $1`, [shape, code]);
    }
    await queryRunner.query(
      `ALTER TABLE "peppers" ADD CONSTRAINT "peppers_appearance_check" CHECK ("color" IN (${inList(PEPPER_COLORS)}) AND "unripe_color" IN (${inList(PEPPER_COLORS)}) AND "shape" IN (${inList(PEPPER_SHAPES)}))`,
    );
  }

  private async recordCleared(queryRunner: QueryRunner, column: 'color' | 'shape', text: string): Promise<void> {
    await queryRunner.query(
      `INSERT INTO "audit_log" ("action", "target_type", "target_id", "target_label")
       SELECT 'pepper.migrate', 'pepper', "id"::text, left("name" || ': ' || $2 || ' "' || $1 || '" is not in the vocabulary and was cleared', 200)
       FROM "peppers" WHERE "${column}" = $1`,
      [text, column],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "peppers" DROP CONSTRAINT "peppers_appearance_check"`);
    // Back to readable English text; the unripe colour folds into "Green to red".
    const colors = PEPPER_COLORS.map((code) => `WHEN '${code}' THEN '${code.charAt(0).toUpperCase()}${code.slice(1).replace('_', ' ')}'`).join(' ');
    await queryRunner.query(
      `UPDATE "peppers" SET "color" = CASE WHEN "unripe_color" IS NOT NULL
         THEN (CASE "unripe_color" ${colors} END) || ' to ' || lower(CASE "color" ${colors} END)
         ELSE (CASE "color" ${colors} END) END
       WHERE "color" IS NOT NULL`,
    );
    const shapes = PEPPER_SHAPES.map((code) => `WHEN '${code}' THEN '${code.charAt(0).toUpperCase()}${code.slice(1).replace('_', '-')}'`).join(' ');
    await queryRunner.query(`UPDATE "peppers" SET "shape" = CASE "shape" ${shapes} END WHERE "shape" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "peppers" DROP COLUMN "unripe_color"`);
  }
}
