import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config.js';
import { findRepoRoot } from '../config/repo-root.js';
import { dataSourceOptions } from './data-source-options.js';
import { openDatabase } from './embedded-postgres.js';
import { runAdminCreate } from './admin-create.js';
import { seedDatabase } from './seed/seed.js';

const USAGE = 'usage: node dist/database/cli.js generate <Name> | run | revert | reset | seed | admin-create [--email --password --username]';

function migrationSource(className: string, up: string[], down: string[]): string {
  const lines = (queries: string[]) =>
    queries.map((q) => `    await queryRunner.query(\`${q.replace(/[`\\]|\$\{/g, (c) => `\\${c}`)}\`);`).join('\n');
  return `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${lines(up)}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${lines(down)}
  }
}
`;
}

async function main(): Promise<void> {
  const [command, name] = process.argv.slice(2);
  const config = loadConfig();
  const db = await openDatabase(config);
  const dataSource = new DataSource(dataSourceOptions(db.url, 2));
  try {
    await dataSource.initialize();
    switch (command) {
      case 'run': {
        const done = await dataSource.runMigrations({ transaction: 'each' });
        console.log(done.length ? `Ran ${done.map((m) => m.name).join(', ')}` : 'No pending migrations');
        break;
      }
      case 'revert':
        await dataSource.undoLastMigration({ transaction: 'each' });
        console.log('Reverted the last migration');
        break;
      case 'reset':
        await dataSource.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
        await dataSource.runMigrations({ transaction: 'each' });
        await seedDatabase(dataSource, { demo: config.seedDemo });
        console.log(config.seedDemo ? 'Database reset: migrations run and demo data seeded' : 'Database reset: migrations run and the catalogue seeded (no demo accounts)');
        break;
      case 'admin-create':
        console.log(await runAdminCreate(dataSource, process.argv.slice(3)));
        break;
      case 'seed': {
        const seeded = await seedDatabase(dataSource, { demo: config.seedDemo });
        console.log(seeded ? 'Seeded demo data' : 'The database already has data; nothing seeded');
        break;
      }
      case 'generate': {
        if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) throw new Error(`generate needs a PascalCase name. ${USAGE}`);
        await dataSource.runMigrations({ transaction: 'each' });
        const sql = await dataSource.driver.createSchemaBuilder().log();
        if (sql.upQueries.length === 0) {
          console.log('The entities match the migrations: nothing to generate');
          break;
        }
        const timestamp = Date.now();
        const className = `${name}${timestamp}`;
        const dir = join(findRepoRoot(), 'server', 'src', 'database', 'migrations');
        mkdirSync(dir, { recursive: true });
        const file = join(dir, `${timestamp}-${name}.ts`);
        const up = sql.upQueries.map((q) => q.query);
        const down = sql.downQueries.map((q) => q.query).reverse();
        writeFileSync(file, migrationSource(className, up, down));
        console.log(`Wrote ${file}; add ${className} to migrations/index.ts`);
        break;
      }
      default:
        throw new Error(USAGE);
    }
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
