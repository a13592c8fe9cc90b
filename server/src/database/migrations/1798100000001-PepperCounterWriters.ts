import type { MigrationInterface, QueryRunner } from 'typeorm';
import { PepperCounterChanges1797900000001 } from './1797900000001-PepperCounterChanges.js';

/**
 * Which transaction last wrote each pepper's views or likes (issue 34). The catalogue's index in memory orders by
 * popularity (likes x 5 + views) as last read (catalogue-index.service.ts). Read whole, every active pepper's counters took
 * about 2 s at 1,000,000 peppers, so a larger catalogue's popularity order was SQL's: 16 ms of the database's time a
 * search. Now the index reads them whole once, then only the rows written since: `counters_xact` is the writing
 * transaction's id, and every row a read could not see was written by a transaction at or after that read's snapshot's
 * xmin (one in flight then, or begun later), so the next read asks for `counters_xact >= xmin` and misses none, however
 * long a writer took to commit.
 *
 * It replaces PepperCounterChanges' sequence, which said only whether anything had moved (and then everything was read).
 * Like the counters, `counters_xact` moves no catalogue version (ContentVersions): the catalogue's trigger ignores it.
 */
export class PepperCounterWriters1798100000001 implements MigrationInterface {
  name = 'PepperCounterWriters1798100000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "peppers_counters_truncated" ON "peppers"`);
    await queryRunner.query(`DROP TRIGGER "peppers_counters_changed" ON "peppers"`);
    await queryRunner.query(`DROP FUNCTION pepper_counters_changed()`);
    await queryRunner.query(`DROP SEQUENCE "pepper_counter_changes"`);
    await queryRunner.query(`ALTER TABLE "peppers" ADD "counters_xact" bigint`);
    await queryRunner.query(`CREATE INDEX "peppers_counters_xact_idx" ON "peppers" ("counters_xact") WHERE "counters_xact" IS NOT NULL`);
    await queryRunner.query(`
      CREATE FUNCTION pepper_counters_written() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.counters_xact := pg_current_xact_id()::text::bigint;
        RETURN NEW;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "peppers_counters_written" BEFORE UPDATE OF "views", "likes" ON "peppers" FOR EACH ROW
       WHEN (OLD.views IS DISTINCT FROM NEW.views OR OLD.likes IS DISTINCT FROM NEW.likes) EXECUTE FUNCTION pepper_counters_written()`,
    );
    await versionIgnoring(queryRunner, ['views', 'likes', 'counters_xact']);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await versionIgnoring(queryRunner, ['views', 'likes']);
    await queryRunner.query(`DROP TRIGGER "peppers_counters_written" ON "peppers"`);
    await queryRunner.query(`DROP FUNCTION pepper_counters_written()`);
    await queryRunner.query(`DROP INDEX "peppers_counters_xact_idx"`);
    await queryRunner.query(`ALTER TABLE "peppers" DROP COLUMN "counters_xact"`);
    // The sequence and its triggers as PepperCounterChanges made them.
    await new PepperCounterChanges1797900000001().up(queryRunner);
  }
}

/** The peppers' content version trigger (ContentVersions), made again to ignore changes to `ignored` alone. */
async function versionIgnoring(queryRunner: QueryRunner, ignored: string[]): Promise<void> {
  const args = ['catalogue', ...ignored].map((a) => `'${a}'`).join(', ');
  await queryRunner.query(`DROP TRIGGER "peppers_content_version" ON "peppers"`);
  await queryRunner.query(
    `CREATE CONSTRAINT TRIGGER peppers_content_version AFTER INSERT OR UPDATE OR DELETE ON peppers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION content_version_bump(${args})`,
  );
}
