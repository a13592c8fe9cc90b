import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Captcha1795567410421 implements MigrationInterface {
  name = 'Captcha1795567410421';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "captcha_uses" ("key" character varying(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_captcha_uses" PRIMARY KEY ("key"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "captcha_uses"`);
  }
}
