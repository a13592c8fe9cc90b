import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether the peppers' views and likes have changed (issue 34). The catalogue's index in memory orders by popularity
 * (likes x 5 + views) as last read, no older than a reader may see the counters (catalogue-index.service.ts); reading
 * every pepper's counters twice a second cost the server more than the searches it served. `pepper_counter_changes`
 * moves with every statement that writes them (or adds or removes peppers): while it stands still, the last read holds.
 */
export class PepperCounterChanges1797900000001 implements MigrationInterface {
  name = 'PepperCounterChanges1797900000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "pepper_counter_changes"`);
    await queryRunner.query(`
      CREATE FUNCTION pepper_counters_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM nextval('pepper_counter_changes');
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "peppers_counters_changed" AFTER INSERT OR DELETE OR UPDATE OF "views", "likes" ON "peppers" FOR EACH STATEMENT EXECUTE FUNCTION pepper_counters_changed()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "peppers_counters_truncated" AFTER TRUNCATE ON "peppers" FOR EACH STATEMENT EXECUTE FUNCTION pepper_counters_changed()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "peppers_counters_truncated" ON "peppers"`);
    await queryRunner.query(`DROP TRIGGER "peppers_counters_changed" ON "peppers"`);
    await queryRunner.query(`DROP FUNCTION pepper_counters_changed()`);
    await queryRunner.query(`DROP SEQUENCE "pepper_counter_changes"`);
  }
}
