/** Browser acceptance tests: the built app started as `npm start` would, driven in Debian's Chromium. */
export default {
  testEnvironment: 'node',
  rootDir: '.',
  roots: ['<rootDir>/browser'],
  testMatch: ['**/*.e2e.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
  },
  testTimeout: 120000,
  maxWorkers: 1,
};
