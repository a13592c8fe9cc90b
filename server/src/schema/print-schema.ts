import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRepoRoot } from '../config/repo-root.js';
import { buildSchemaSdl } from './schema-sdl.js';

/** Writes schema.graphql at the repository root from the code-first resolvers. */
buildSchemaSdl()
  .then((sdl) => {
    const file = join(findRepoRoot(), 'schema.graphql');
    writeFileSync(file, sdl);
    console.log(`Wrote ${file}`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
