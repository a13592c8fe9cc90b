import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Heat levels, groups and difficulties are GraphQL enums (issue 21), which can only name the stored values they
 * know: any other spelling a row still holds is normalised here (as the domain module reads it: by species epithet,
 * English or Hebrew difficulty; unknown ones take the defaults, C. Annuum and Medium) and CHECK constraints keep
 * them canonical. The lists are written out, not imported, so this migration keeps doing what it did.
 */
export class VocabularyChecks1795840000001 implements MigrationInterface {
  name = 'VocabularyChecks1795840000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "peppers" SET "group" = CASE
      WHEN lower("group") LIKE '%baccatum%' THEN 'C. Baccatum'
      WHEN lower("group") LIKE '%chinens%' THEN 'C. Chinense'
      WHEN lower("group") LIKE '%frutesc%' THEN 'C. Frutescens'
      WHEN lower("group") LIKE '%pubesc%' THEN 'C. Pubescens'
      ELSE 'C. Annuum' END
      WHERE "group" NOT IN ('C. Annuum', 'C. Baccatum', 'C. Chinense', 'C. Frutescens', 'C. Pubescens')`);
    for (const table of ['peppers', 'recipes']) {
      await queryRunner.query(`UPDATE "${table}" SET "difficulty" = CASE
        WHEN lower(trim("difficulty")) IN ('easy', 'קל', 'קלה') THEN 'Easy'
        WHEN lower(trim("difficulty")) IN ('hard', 'קשה') THEN 'Hard'
        ELSE 'Medium' END
        WHERE "difficulty" NOT IN ('Easy', 'Medium', 'Hard')`);
    }
    await queryRunner.query(
      `ALTER TABLE "peppers" ADD CONSTRAINT "peppers_group_check" CHECK ("group" IN ('C. Annuum', 'C. Baccatum', 'C. Chinense', 'C. Frutescens', 'C. Pubescens'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "peppers" ADD CONSTRAINT "peppers_heat_level_check" CHECK ("heat_level" IN ('Mild', 'Medium', 'Hot', 'Very Hot', 'Extremely Hot', 'Super Hot'))`,
    );
    await queryRunner.query(`ALTER TABLE "peppers" ADD CONSTRAINT "peppers_difficulty_check" CHECK ("difficulty" IN ('Easy', 'Medium', 'Hard'))`);
    await queryRunner.query(`ALTER TABLE "recipes" ADD CONSTRAINT "recipes_difficulty_check" CHECK ("difficulty" IN ('Easy', 'Medium', 'Hard'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "recipes" DROP CONSTRAINT "recipes_difficulty_check"`);
    await queryRunner.query(`ALTER TABLE "peppers" DROP CONSTRAINT "peppers_difficulty_check"`);
    await queryRunner.query(`ALTER TABLE "peppers" DROP CONSTRAINT "peppers_heat_level_check"`);
    await queryRunner.query(`ALTER TABLE "peppers" DROP CONSTRAINT "peppers_group_check"`);
  }
}
