import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Bulk changes to peppers that can be undone as one step (bulkUpdatePeppers, bulkSetPepperStatus). */
export class PepperChangeSets1795850000001 implements MigrationInterface {
  name = 'PepperChangeSets1795850000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "pepper_change_sets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "actor_id" uuid, "action" character varying(50) NOT NULL, "before" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "undone_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_47d7f6d5c7e133e10e243d0546d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "pepper_change_sets_created_idx" ON "pepper_change_sets"  ("created_at") `);
    await queryRunner.query(`ALTER TABLE "pepper_change_sets" ADD CONSTRAINT "FK_857108a69d7ca6189f7c302c565" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "pepper_change_sets" DROP CONSTRAINT "FK_857108a69d7ca6189f7c302c565"`);
    await queryRunner.query(`DROP INDEX "public"."pepper_change_sets_created_idx"`);
    await queryRunner.query(`DROP TABLE "pepper_change_sets"`);
  }
}
