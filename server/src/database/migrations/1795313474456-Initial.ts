import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795313474456 implements MigrationInterface {
  name = 'Initial1795313474456';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "login_attempts" ("key" character varying(400) NOT NULL, "failures" integer NOT NULL DEFAULT '0', "window_start" TIMESTAMP WITH TIME ZONE NOT NULL, "locked_until" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_f90e70c50d5744e4d9f41dd397c" PRIMARY KEY ("key"))`);
    await queryRunner.query(`CREATE TABLE "peppers" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(50) NOT NULL, "heb_name" character varying(100), "group" character varying(20) NOT NULL, "shu" character varying(40) NOT NULL, "shu_min" integer NOT NULL, "shu_max" integer, "shu_sort" double precision NOT NULL, "description" character varying(500), "heb_description" character varying(500), "origin" character varying(100), "heb_origin" character varying(100), "flavor" character varying(200), "heb_flavor" character varying(200), "heat_level" character varying(20), "growing_time" character varying(100), "difficulty" character varying(10) NOT NULL DEFAULT 'Medium', "color" character varying(50), "shape" character varying(50), "is_active" boolean NOT NULL DEFAULT true, "is_featured" boolean NOT NULL DEFAULT false, "img" text, "views" integer NOT NULL DEFAULT '0', "likes" integer NOT NULL DEFAULT '0', "last_updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "peppers_counts_check" CHECK ("views" >= 0 AND "likes" >= 0 AND "shu_min" >= 0 AND ("shu_max" IS NULL OR "shu_max" >= "shu_min")), CONSTRAINT "PK_88c8b9023b5076ebf3f8705f32a" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "peppers_shu_sort_idx" ON "peppers"  ("shu_sort") `);
    await queryRunner.query(`CREATE TABLE "settings" ("key" character varying(50) NOT NULL, "value" jsonb NOT NULL, "updated_by" uuid, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c8639b7626fa94ba8265628f214" PRIMARY KEY ("key"))`);
    await queryRunner.query(`CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "first_name" character varying(50) NOT NULL, "last_name" character varying(50) NOT NULL, "username" character varying(30) NOT NULL, "email" character varying(254) NOT NULL, "password_hash" character varying NOT NULL, "role" character varying(20) NOT NULL DEFAULT 'user', "is_active" boolean NOT NULL DEFAULT true, "bio" text, "avatar" text, "join_date" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "posts_count" integer NOT NULL DEFAULT '0', "token_version" integer NOT NULL DEFAULT '0', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email"), CONSTRAINT "users_posts_count_check" CHECK ("posts_count" >= 0), CONSTRAINT "users_role_check" CHECK ("role" IN ('admin', 'moderator', 'user')), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "users_username_key" ON "users"  ("username") `);
    await queryRunner.query(`CREATE TABLE "topics" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(150) NOT NULL, "subject" character varying(100) NOT NULL, "description" text array NOT NULL DEFAULT '{}', "category" character varying(20) NOT NULL DEFAULT 'general', "author_id" uuid NOT NULL, "pinned" boolean NOT NULL DEFAULT false, "locked" boolean NOT NULL DEFAULT false, "views" integer NOT NULL DEFAULT '0', "comments_count" integer NOT NULL DEFAULT '0', "likes" integer NOT NULL DEFAULT '0', "create_date" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "topics_category_check" CHECK ("category" IN ('general', 'growing', 'identification', 'recipe', 'tips', 'diseases')), CONSTRAINT "topics_counts_check" CHECK ("views" >= 0 AND "likes" >= 0 AND "comments_count" >= 0), CONSTRAINT "PK_e4aa99a3fa60ec3a37d1fc4e853" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "topics_category_idx" ON "topics"  ("category") `);
    await queryRunner.query(`CREATE INDEX "topics_author_id_idx" ON "topics"  ("author_id") `);
    await queryRunner.query(`CREATE INDEX "topics_pinned_create_date_idx" ON "topics"  ("pinned", "create_date") `);
    await queryRunner.query(`CREATE TABLE "comments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "topic_id" uuid NOT NULL, "author_id" uuid NOT NULL, "parent_id" uuid, "text" text NOT NULL, "likes" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "comments_likes_check" CHECK ("likes" >= 0), CONSTRAINT "PK_8bf68bc960f2b69e818bdb90dcb" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "comments_author_id_idx" ON "comments"  ("author_id") `);
    await queryRunner.query(`CREATE INDEX "comments_parent_id_idx" ON "comments"  ("parent_id") `);
    await queryRunner.query(`CREATE INDEX "comments_topic_created_idx" ON "comments"  ("topic_id", "created_at") `);
    await queryRunner.query(`ALTER TABLE "topics" ADD CONSTRAINT "FK_6d0b30ac931562f4dcfef6c7ef9" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "comments" ADD CONSTRAINT "FK_4c2adf03a79acedeea228a4d902" FOREIGN KEY ("topic_id") REFERENCES "topics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "comments" ADD CONSTRAINT "FK_e6d38899c31997c45d128a8973b" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "comments" ADD CONSTRAINT "FK_d6f93329801a93536da4241e386" FOREIGN KEY ("parent_id") REFERENCES "comments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    // Not expressible in entity metadata: usernames are unique regardless of case.
    await queryRunner.query(`CREATE UNIQUE INDEX "users_username_lower_key" ON "users" (lower("username"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."users_username_lower_key"`);
    await queryRunner.query(`ALTER TABLE "comments" DROP CONSTRAINT "FK_d6f93329801a93536da4241e386"`);
    await queryRunner.query(`ALTER TABLE "comments" DROP CONSTRAINT "FK_e6d38899c31997c45d128a8973b"`);
    await queryRunner.query(`ALTER TABLE "comments" DROP CONSTRAINT "FK_4c2adf03a79acedeea228a4d902"`);
    await queryRunner.query(`ALTER TABLE "topics" DROP CONSTRAINT "FK_6d0b30ac931562f4dcfef6c7ef9"`);
    await queryRunner.query(`DROP INDEX "public"."comments_topic_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."comments_parent_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."comments_author_id_idx"`);
    await queryRunner.query(`DROP TABLE "comments"`);
    await queryRunner.query(`DROP INDEX "public"."topics_pinned_create_date_idx"`);
    await queryRunner.query(`DROP INDEX "public"."topics_author_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."topics_category_idx"`);
    await queryRunner.query(`DROP TABLE "topics"`);
    await queryRunner.query(`DROP INDEX "public"."users_username_key"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TABLE "settings"`);
    await queryRunner.query(`DROP INDEX "public"."peppers_shu_sort_idx"`);
    await queryRunner.query(`DROP TABLE "peppers"`);
    await queryRunner.query(`DROP TABLE "login_attempts"`);
  }
}
