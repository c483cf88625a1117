const preset = require('../../jest.preset.cjs');

module.exports = {
  displayName: 'contracts',
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest', preset.swcOptions()] },
  moduleNameMapper: preset.moduleNameMapper,
};
