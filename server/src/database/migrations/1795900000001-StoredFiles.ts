import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Uploaded images in the database (served by every app process); files on disk are copied in at start. */
export class StoredFiles1795900000001 implements MigrationInterface {
  name = 'StoredFiles1795900000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "stored_files" ("name" character varying(200) NOT NULL, "content_type" character varying(100) NOT NULL, "data" bytea NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_stored_files_name" PRIMARY KEY ("name"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "stored_files"`);
  }
}
