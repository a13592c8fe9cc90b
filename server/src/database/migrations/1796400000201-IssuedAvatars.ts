import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Avatars are only the addresses the server issues for a member's upload (`/uploads/avatars/<uuid>-160.webp`, domain
 * avatar.ts) or nothing (issue 28, item 8). Any other stored value (javascript:, data:, remote addresses, paths such as
 * `/uploads/avatars/../../etc/passwd`, emoji) was shown to every visitor: it goes. Not undone: the old values were unsafe.
 */
export class IssuedAvatars1796400000201 implements MigrationInterface {
  name = 'IssuedAvatars1796400000201';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "users" SET "avatar" = NULL WHERE "avatar" IS NOT NULL AND "avatar" !~ '^/uploads/avatars/[0-9a-f-]{36}-160\\.webp$'`,
    );
  }

  async down(): Promise<void> {
    // The removed values were unsafe to show: nothing to put back.
  }
}
