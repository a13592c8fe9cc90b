import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { loadConfig } from './config/app-config.js';
import { findRepoRoot } from './config/repo-root.js';
import type { DatabaseHandle } from './database/embedded-postgres.js';
import { buildOpenApiDocument, printOpenApiDocument } from './openapi/openapi.document.js';

/**
 * Writes openapi.json at the repository root from the controllers. Nest's preview mode builds the module
 * graph without creating any provider, so no database, Redis or data folder is opened.
 */
async function main(): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test' }, { jwtSecret: 'x'.repeat(40), seed: false });
  const db: DatabaseHandle = { url: 'postgres://preview@127.0.0.1:1/preview', kind: 'postgres', poolSize: 1, close: async () => undefined };
  const app = await NestFactory.create(AppModule.forRoot(config, db), { preview: true, logger: false, abortOnError: false });
  try {
    const file = join(findRepoRoot(), 'openapi.json');
    writeFileSync(file, printOpenApiDocument(buildOpenApiDocument(app)));
    console.log(`Wrote ${file}`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
