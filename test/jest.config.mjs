/** Browser acceptance tests: the built app started as `npm start` would, driven in Debian's Chromium. */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Server packages these tests talk to directly, resolved as the server resolves them: npm may keep one in
 * server/node_modules instead of hoisting it (ioredis 6 stays there because typeorm's optional peer range is ^5).
 */
const fromServer = (name) => createRequire(import.meta.url).resolve(name, { paths: [fileURLToPath(new URL('../server/', import.meta.url))] });

export default {
  testEnvironment: 'node',
  rootDir: '.',
  roots: ['<rootDir>/browser'],
  testMatch: ['**/*.e2e.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^ioredis$': fromServer('ioredis') },
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
  },
  testTimeout: 120000,
  maxWorkers: 1,
};
