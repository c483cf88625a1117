const preset = require('../../jest.preset.cjs');

module.exports = {
  displayName: 'remote-harness',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', preset.swcOptions({ jsx: true })] },
  transformIgnorePatterns: preset.transformIgnorePatterns,
  moduleNameMapper: preset.moduleNameMapper,
  setupFilesAfterEnv: ['@marketplace/build-config/jest-web-setup.cjs'],
};
