import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A pepper's culinary uses and a short growing note, each in English and Hebrew (issue 33): the page's "Appearance,
 * flavour and uses" and "Growing" sections. Nullable: a pepper without them shows nothing there. Adding nullable
 * columns rewrites no row.
 */
export class PepperUsesAndGrowingNote1797000000001 implements MigrationInterface {
  name = 'PepperUsesAndGrowingNote1797000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "peppers" ADD "uses" character varying(400)`);
    await queryRunner.query(`ALTER TABLE "peppers" ADD "heb_uses" character varying(400)`);
    await queryRunner.query(`ALTER TABLE "peppers" ADD "growing_note" character varying(400)`);
    await queryRunner.query(`ALTER TABLE "peppers" ADD "heb_growing_note" character varying(400)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['heb_growing_note', 'growing_note', 'heb_uses', 'uses']) {
      await queryRunner.query(`ALTER TABLE "peppers" DROP COLUMN "${column}"`);
    }
  }
}
