const preset = require('../jest.preset.cjs');

module.exports = preset.webProject('storefront', {
  // Swiper ships ES modules only (.mjs); Jest runs CommonJS, so it is transformed like our code.
  transform: { '^.+\\.(?:[tj]sx?|mjs)$': ['@swc/jest', preset.swcOptions({ jsx: true })] },
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) =>
    pattern.replace('(?!(', '(?!(swiper|'),
  ),
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // A picture is its URL in the build; its file name is enough for a test to check.
    '\\.webp$': '<rootDir>/src/testing/picture-stub.cjs',
    '\\.css$|^swiper/css': '<rootDir>/src/testing/style-stub.cjs',
  },
  setupFilesAfterEnv: [preset.webSetup, '<rootDir>/src/testing/browser-apis.ts'],
});
