const preset = require('../jest.preset.cjs');

/** API suites run against real databases: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
module.exports = {
  displayName: 'api',
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.e2e-spec.ts'],
  transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest', preset.swcOptions()] },
  transformIgnorePatterns: preset.transformIgnorePatterns,
  moduleNameMapper: preset.moduleNameMapper,
  // Each suite opens real databases, copies of a migrated template (src/testing/database-templates.ts),
  // and the first suite of a run migrates the templates: on the two-core CI machine a setup hook
  // needs more than a request's test does.
  testTimeout: 60000,
  // Each suite loads the whole app afresh and the worker keeps about 50 MB of every one: by the
  // fortieth suite, collecting garbage made a suite of 0.6 s of tests take 22 s. A worker past
  // 300 MB is replaced between suites (the whole run: 19.5 minutes before, 11.6 after).
  workerIdleMemoryLimit: '300MB',
  // Two workers even on two cores: a suite spends much of its time waiting on PostgreSQL and on
  // the processes it starts (the run: 11.6 minutes with one worker, 8.1 with two).
  maxWorkers: 2,
};
