const preset = require('../../jest.preset.cjs');

module.exports = {
  displayName: 'auth',
  rootDir: '.',
  testEnvironment: 'jsdom',
  // The page and the test API server (127.0.0.1:<port>) are then different origins on the same
  // site, as a shell and an API on another port are: CORS and credentials are really exercised.
  testEnvironmentOptions: { url: 'http://127.0.0.1/' },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', preset.swcOptions({ jsx: true })] },
  transformIgnorePatterns: preset.transformIgnorePatterns,
  moduleNameMapper: preset.moduleNameMapper,
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
};
