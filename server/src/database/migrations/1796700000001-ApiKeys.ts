import type { MigrationInterface, QueryRunner } from 'typeorm';

/** API keys (issue 35): a member's keys, kept as their SHA-256, with their scopes, expiry, last use and revocation. */
export class ApiKeys1796700000001 implements MigrationInterface {
  name = 'ApiKeys1796700000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "api_keys" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "name" varchar(60) NOT NULL,
        "prefix" varchar(16) NOT NULL,
        "key_hash" char(64) NOT NULL,
        "scopes" text[] NOT NULL,
        "expires_at" timestamptz,
        "last_used_at" timestamptz,
        "revoked_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "api_keys_user_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "api_keys_scopes_check" CHECK (cardinality("scopes") > 0 AND "scopes" <@ ARRAY['read', 'write', 'admin']::text[])
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "api_keys_hash_key" ON "api_keys" ("key_hash")`);
    await queryRunner.query(`CREATE INDEX "api_keys_user_idx" ON "api_keys" ("user_id", "created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "api_keys"`);
  }
}
