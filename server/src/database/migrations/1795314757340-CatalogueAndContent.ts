import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogueAndContent1795314757340 implements MigrationInterface {
  name = 'CatalogueAndContent1795314757340';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "news_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(200) NOT NULL, "heb_title" character varying(200) NOT NULL, "text" text NOT NULL, "heb_text" text NOT NULL, "date" date NOT NULL, "location" character varying(200) NOT NULL, "heb_location" character varying(200) NOT NULL, "attendees" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4039acd68d9168e3ff8d45adc87" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "news_events_date_idx" ON "news_events"  ("date") `);
    await queryRunner.query(`CREATE TABLE "recipes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(200) NOT NULL, "heb_title" character varying(200) NOT NULL, "description" text NOT NULL, "heb_description" text NOT NULL, "difficulty" character varying(10) NOT NULL, "time_minutes" integer NOT NULL, "rating" real NOT NULL, "servings" integer NOT NULL, "ingredients" text array NOT NULL DEFAULT '{}', "heb_ingredients" text array NOT NULL DEFAULT '{}', "steps" text array NOT NULL DEFAULT '{}', "heb_steps" text array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "recipes_rating_check" CHECK ("rating" >= 0 AND "rating" <= 5), CONSTRAINT "PK_8f09680a51bf3669c1598a21682" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "guides" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(200) NOT NULL, "heb_title" character varying(200) NOT NULL, "description" text NOT NULL, "heb_description" text NOT NULL, "duration_minutes" integer NOT NULL, "level" character varying(20) NOT NULL, "views" integer NOT NULL DEFAULT '0', "body" text array NOT NULL DEFAULT '{}', "heb_body" text array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8de34e682c2201d625cf95c1266" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "pepper_likes" ("user_id" uuid NOT NULL, "pepper_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_18de301cff1d215a9fd9f8eb42b" PRIMARY KEY ("user_id", "pepper_id"))`);
    await queryRunner.query(`CREATE INDEX "pepper_likes_pepper_idx" ON "pepper_likes"  ("pepper_id") `);
    await queryRunner.query(`CREATE TABLE "favorites" ("user_id" uuid NOT NULL, "pepper_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_afa87b54ead49654c2f040df4f4" PRIMARY KEY ("user_id", "pepper_id"))`);
    await queryRunner.query(`CREATE INDEX "favorites_pepper_idx" ON "favorites"  ("pepper_id") `);
    await queryRunner.query(`CREATE INDEX "peppers_group_idx" ON "peppers"  ("group") `);
    await queryRunner.query(`CREATE INDEX "peppers_origin_idx" ON "peppers"  ("origin") `);
    await queryRunner.query(`CREATE INDEX "peppers_heat_level_idx" ON "peppers"  ("heat_level") `);
    await queryRunner.query(`CREATE INDEX "peppers_color_idx" ON "peppers"  ("color") `);
    await queryRunner.query(`CREATE INDEX "peppers_shape_idx" ON "peppers"  ("shape") `);
    await queryRunner.query(`CREATE INDEX "peppers_last_updated_idx" ON "peppers"  ("last_updated") `);
    await queryRunner.query(`CREATE INDEX "peppers_created_at_idx" ON "peppers"  ("created_at") `);
    await queryRunner.query(`ALTER TABLE "pepper_likes" ADD CONSTRAINT "FK_50582ffe837578be5d088bf7195" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "pepper_likes" ADD CONSTRAINT "FK_c46b5d95a71e41541ca8f8ab835" FOREIGN KEY ("pepper_id") REFERENCES "peppers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "favorites" ADD CONSTRAINT "FK_35a6b05ee3b624d0de01ee50593" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "favorites" ADD CONSTRAINT "FK_0a7ab8099b7b27df7b8f932aec1" FOREIGN KEY ("pepper_id") REFERENCES "peppers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    // Expression indexes (declared with synchronize: false on the Pepper entity).
    // pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE INDEX "peppers_search_trgm_idx" ON "peppers" USING gin ((lower(name || ' ' || coalesce(heb_name, '') || ' ' || "group" || ' ' || coalesce(description, '') || ' ' || coalesce(heb_description, '') || ' ' || coalesce(origin, '') || ' ' || coalesce(heb_origin, '') || ' ' || coalesce(growing_time, ''))) gin_trgm_ops)`,
    );
    await queryRunner.query(`CREATE INDEX "peppers_name_lower_idx" ON "peppers" (lower(name))`);
    await queryRunner.query(`CREATE INDEX "peppers_popularity_idx" ON "peppers" ((likes * 5 + views))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."peppers_popularity_idx"`);
    await queryRunner.query(`DROP INDEX "public"."peppers_name_lower_idx"`);
    await queryRunner.query(`DROP INDEX "public"."peppers_search_trgm_idx"`);
    await queryRunner.query(`ALTER TABLE "favorites" DROP CONSTRAINT "FK_0a7ab8099b7b27df7b8f932aec1"`);
    await queryRunner.query(`ALTER TABLE "favorites" DROP CONSTRAINT "FK_35a6b05ee3b624d0de01ee50593"`);
    await queryRunner.query(`ALTER TABLE "pepper_likes" DROP CONSTRAINT "FK_c46b5d95a71e41541ca8f8ab835"`);
    await queryRunner.query(`ALTER TABLE "pepper_likes" DROP CONSTRAINT "FK_50582ffe837578be5d088bf7195"`);
    await queryRunner.query(`DROP INDEX "public"."peppers_created_at_idx"`);
    await queryRunner.query(`DROP INDEX "public"."peppers_last_updated_idx"`);
    await queryRunner.query(`DROP INDEX "public"."peppers_shape_idx"`);
    await queryRunner.query(`DROP INDEX "public"."peppers_color_idx"`);
    await queryRunner.query(`DROP INDEX "public"."peppers_heat_level_idx"`);
    await queryRunner.query(`DROP INDEX "public"."peppers_origin_idx"`);
    await queryRunner.query(`DROP INDEX "public"."peppers_group_idx"`);
    await queryRunner.query(`DROP INDEX "public"."favorites_pepper_idx"`);
    await queryRunner.query(`DROP TABLE "favorites"`);
    await queryRunner.query(`DROP INDEX "public"."pepper_likes_pepper_idx"`);
    await queryRunner.query(`DROP TABLE "pepper_likes"`);
    await queryRunner.query(`DROP TABLE "guides"`);
    await queryRunner.query(`DROP TABLE "recipes"`);
    await queryRunner.query(`DROP INDEX "public"."news_events_date_idx"`);
    await queryRunner.query(`DROP TABLE "news_events"`);
  }
}
