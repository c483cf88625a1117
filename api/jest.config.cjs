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
  // Each suite opens real databases: an embedded PGlite starts its WebAssembly server, runs
  // initdb and every migration (7-18 s on the two-core CI machine while the journeys and the other
  // suites run beside it), so a suite's setup hook needs more than a request's test does.
  testTimeout: 60000,
};
