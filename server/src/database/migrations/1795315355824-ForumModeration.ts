import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ForumModeration1795315355824 implements MigrationInterface {
  name = 'ForumModeration1795315355824';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "audit_log" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "actor_id" uuid, "action" character varying(50) NOT NULL, "target_type" character varying(20) NOT NULL, "target_id" character varying(64), "target_label" character varying(200), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_07fefa57f7f5ab8fc3f52b3ed0b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "audit_log_created_idx" ON "audit_log"  ("created_at") `);
    await queryRunner.query(`CREATE TABLE "reports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "type" character varying(20) NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'pending', "description" character varying(1000) NOT NULL, "reporter_id" uuid NOT NULL, "reported_user_id" uuid, "topic_id" uuid, "comment_id" uuid, "resolution_note" character varying(1000), "handled_by_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "reviewed_at" TIMESTAMP WITH TIME ZONE, "resolved_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "reports_status_check" CHECK ("status" IN ('pending', 'reviewed', 'resolved')), CONSTRAINT "reports_type_check" CHECK ("type" IN ('spam', 'inappropriate', 'harassment', 'other')), CONSTRAINT "PK_d9013193989303580053c0b5ef6" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "reports_reporter_idx" ON "reports"  ("reporter_id") `);
    await queryRunner.query(`CREATE INDEX "reports_status_created_idx" ON "reports"  ("status", "created_at") `);
    await queryRunner.query(`CREATE TABLE "topic_likes" ("user_id" uuid NOT NULL, "topic_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d0e8405ae259c1c7189167bcee9" PRIMARY KEY ("user_id", "topic_id"))`);
    await queryRunner.query(`CREATE INDEX "topic_likes_topic_idx" ON "topic_likes"  ("topic_id") `);
    await queryRunner.query(`CREATE TABLE "comment_likes" ("user_id" uuid NOT NULL, "comment_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_660059072f131c773be5f37c475" PRIMARY KEY ("user_id", "comment_id"))`);
    await queryRunner.query(`CREATE INDEX "comment_likes_comment_idx" ON "comment_likes"  ("comment_id") `);
    await queryRunner.query(`ALTER TABLE "audit_log" ADD CONSTRAINT "FK_15a6f5aad57db494c17986ed2e2" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "reports" ADD CONSTRAINT "FK_9459b9bf907a3807ef7143d2ead" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "reports" ADD CONSTRAINT "FK_a9197bd0a7e06bb92648d9efed2" FOREIGN KEY ("reported_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "reports" ADD CONSTRAINT "FK_f9a9b9d0561f375ad397b6a283c" FOREIGN KEY ("topic_id") REFERENCES "topics"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "reports" ADD CONSTRAINT "FK_90128aa0533cf113b418de0304f" FOREIGN KEY ("comment_id") REFERENCES "comments"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "topic_likes" ADD CONSTRAINT "FK_0a01d706c9393c79df378461a8c" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "topic_likes" ADD CONSTRAINT "FK_4fb9f119059b94c009a5985c71f" FOREIGN KEY ("topic_id") REFERENCES "topics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "comment_likes" ADD CONSTRAINT "FK_bdba9a10c64ff58d36b09e3ac45" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "comment_likes" ADD CONSTRAINT "FK_2073bf518ef7017ec19319a65e5" FOREIGN KEY ("comment_id") REFERENCES "comments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "comment_likes" DROP CONSTRAINT "FK_2073bf518ef7017ec19319a65e5"`);
    await queryRunner.query(`ALTER TABLE "comment_likes" DROP CONSTRAINT "FK_bdba9a10c64ff58d36b09e3ac45"`);
    await queryRunner.query(`ALTER TABLE "topic_likes" DROP CONSTRAINT "FK_4fb9f119059b94c009a5985c71f"`);
    await queryRunner.query(`ALTER TABLE "topic_likes" DROP CONSTRAINT "FK_0a01d706c9393c79df378461a8c"`);
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "FK_90128aa0533cf113b418de0304f"`);
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "FK_f9a9b9d0561f375ad397b6a283c"`);
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "FK_a9197bd0a7e06bb92648d9efed2"`);
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "FK_9459b9bf907a3807ef7143d2ead"`);
    await queryRunner.query(`ALTER TABLE "audit_log" DROP CONSTRAINT "FK_15a6f5aad57db494c17986ed2e2"`);
    await queryRunner.query(`DROP INDEX "public"."comment_likes_comment_idx"`);
    await queryRunner.query(`DROP TABLE "comment_likes"`);
    await queryRunner.query(`DROP INDEX "public"."topic_likes_topic_idx"`);
    await queryRunner.query(`DROP TABLE "topic_likes"`);
    await queryRunner.query(`DROP INDEX "public"."reports_status_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."reports_reporter_idx"`);
    await queryRunner.query(`DROP TABLE "reports"`);
    await queryRunner.query(`DROP INDEX "public"."audit_log_created_idx"`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
  }
}
