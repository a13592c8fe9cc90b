import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { DataSource } from 'typeorm';
import { type AppConfig, loadConfig } from '../config/app-config.js';
import { findRepoRoot } from '../config/repo-root.js';
import { dataSourceOptions } from './data-source-options.js';
import { openDatabase } from './embedded-postgres.js';
import { ADMIN_CREATE_USAGE, runAdminCreate } from './admin-create.js';
import { seedDatabase } from './seed/seed.js';

const USAGE = [
  'usage: node dist/database/cli.js <command>   (npm run migration:run, db:reset, db:seed, admin:create, ...)',
  '  run                 run the pending migrations',
  '  revert              revert the last migration',
  '  generate <Name>     write a migration for what the entities changed',
  '  seed                seed the catalogue (and the demo data outside production) into an empty database',
  '  reset [--yes]       DROP every table, migrate and seed again (asks first; refused with NODE_ENV=production)',
  `  admin-create        ${ADMIN_CREATE_USAGE}`,
].join('\n');

/** Where the commands act, said without a password: the PostgreSQL URL's host and database, or the data folder. */
function target(config: AppConfig): string {
  if (!config.databaseUrl) return `the embedded database in ${config.dataDir}`;
  try {
    const url = new URL(config.databaseUrl);
    return `the PostgreSQL database ${url.pathname.replace(/^\//, '') || '(default)'} on ${url.host}`;
  } catch {
    return 'the PostgreSQL database of DATABASE_URL';
  }
}

/** `db:reset` drops everything: refused in production, and otherwise only with --yes or a typed "yes". */
async function confirmReset(config: AppConfig, args: string[]): Promise<void> {
  if (config.env === 'production') {
    throw new Error('db:reset is refused with NODE_ENV=production: it drops every table. Nothing was changed.');
  }
  if (args.includes('--yes')) return;
  const question = `This drops every table of ${target(config)}, then migrates and seeds it again. Type yes to continue: `;
  if (process.stdin.isTTY !== true) {
    throw new Error(`db:reset drops every table of ${target(config)}: run it in a terminal to confirm, or pass --yes (npm run db:reset -- --yes). Nothing was changed.`);
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await rl.question(question);
    if (answer.trim().toLowerCase() !== 'yes') throw new Error('Not confirmed; nothing was changed.');
  } finally {
    rl.close();
  }
}

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
  const args = process.argv.slice(3);
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    console.log(USAGE);
    return;
  }
  if (args.includes('--help') || args.includes('-h')) {
    console.log(command === 'admin-create' ? `usage: ${ADMIN_CREATE_USAGE}` : USAGE);
    return;
  }
  // Before the configuration (which production checks for its secret): a production reset is refused outright.
  if (command === 'reset' && process.env.NODE_ENV === 'production') {
    throw new Error('db:reset is refused with NODE_ENV=production: it drops every table. Nothing was changed.');
  }
  const config = loadConfig();
  if (command === 'reset') await confirmReset(config, args);
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
        console.log(await runAdminCreate(dataSource, args));
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
