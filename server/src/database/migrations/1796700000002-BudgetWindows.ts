import type { MigrationInterface, QueryRunner } from 'typeorm';

/** API budgets (issue 35) without Redis: the points each client spent per hour, shared by every process. */
export class BudgetWindows1796700000002 implements MigrationInterface {
  name = 'BudgetWindows1796700000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "budget_windows" (
        "client" varchar(200) NOT NULL,
        "window_start" timestamptz NOT NULL,
        "spent" integer NOT NULL DEFAULT 0,
        CONSTRAINT "budget_windows_pkey" PRIMARY KEY ("client", "window_start")
      )`);
    await queryRunner.query(`CREATE INDEX "budget_windows_start_idx" ON "budget_windows" ("window_start")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "budget_windows"`);
  }
}
