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
  testTimeout: 30000,
};
