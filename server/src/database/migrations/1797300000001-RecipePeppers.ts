import type { MigrationInterface, QueryRunner } from 'typeorm';
import { linkSeededRecipePeppers } from '../seed/recipe-peppers.seed.js';

/**
 * The peppers a recipe uses (issue 33): `recipe_peppers` links a recipe to each pepper its ingredients call for, in
 * the recipe's order, so the recipe's page links its peppers and each pepper's page lists the recipes that use it.
 * Deleting a recipe or a pepper for good takes its rows; a pepper in the bin is left out when read. A database seeded
 * before this table gets the seeded recipes' links here, once (a new one gets them with its recipes from the seed).
 */
export class RecipePeppers1797300000001 implements MigrationInterface {
  name = 'RecipePeppers1797300000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "recipe_peppers" (
        "recipe_id" uuid NOT NULL REFERENCES "recipes" ("id") ON DELETE CASCADE,
        "pepper_id" uuid NOT NULL REFERENCES "peppers" ("id") ON DELETE CASCADE,
        "position" smallint NOT NULL,
        CONSTRAINT "PK_recipe_peppers" PRIMARY KEY ("recipe_id", "pepper_id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_recipe_peppers_pepper" ON "recipe_peppers" ("pepper_id")`);
    await linkSeededRecipePeppers((sql, parameters) => queryRunner.query(sql, parameters));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "recipe_peppers"`);
  }
}
