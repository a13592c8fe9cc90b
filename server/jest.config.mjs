/**
 * Server tests: unit specs beside the code and e2e specs in test/, run in native ESM mode
 * (NestJS 12 is ESM-only) with SWC keeping decorator metadata for Nest and TypeORM.
 * TEST_DB=pglite (default) or TEST_DB=postgres with TEST_DATABASE_URL.
 */
export default {
  testEnvironment: 'node',
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'es6' },
      },
    ],
  },
  globalSetup: '<rootDir>/test/utils/global-setup.mjs',
  globalTeardown: '<rootDir>/test/utils/global-teardown.mjs',
  testTimeout: 60000,
  maxWorkers: 2,
};
