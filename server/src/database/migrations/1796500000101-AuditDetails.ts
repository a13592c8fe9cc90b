import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What an audit entry's sentence needs (issue 31, item 5): counts, changed fields, the undone action, the target's
 * slug or username or topic at the time. Nullable: rows written before it read as generic sentences.
 */
export class AuditDetails1796500000101 implements MigrationInterface {
  name = 'AuditDetails1796500000101';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_log" ADD "details" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_log" DROP COLUMN "details"`);
  }
}
