/**
 * Shared Jest settings. Nest 12 and several of its dependencies ship ESM only, so @swc/jest
 * transforms them to CommonJS along with our TypeScript (transformIgnorePatterns below).
 */
const esmPackages = [
  '@nestjs',
  '@fastify',
  'fastify',
  'uid',
  'cookie',
  'content-disposition',
  'openid-client',
  'oauth4webapi',
  'jose',
  'oidc-provider',
  'quick-lru',
  'nanoid',
  'got',
  '@sindresorhus',
  'p-cancelable',
  'lowercase-keys',
  'cacheable-request',
  'cacheable-lookup',
  'normalize-url',
  'responselike',
  'mimic-response',
  'form-data-encoder',
  'http2-wrapper',
  'keyv',
  'eta',
  'koa.*',
  '@koa',
];

/** @type {(options?: { jsx?: boolean }) => import('@swc/core').Options} */
const swcOptions = ({ jsx = false } = {}) => ({
  sourceMaps: 'inline',
  module: { type: 'commonjs' },
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', tsx: jsx, decorators: true },
    transform: {
      legacyDecorator: true,
      decoratorMetadata: true,
      ...(jsx ? { react: { runtime: 'automatic' } } : {}),
    },
  },
});

const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

const moduleNameMapper = {
  '^@marketplace/([a-z-]+)$': `${__dirname}/libs/$1/src/index.ts`,
  '^(\\.{1,2}/.*)\\.js$': '$1',
};

/** TextEncoder for React Router, jest-dom's matchers and a media query stub, for every web project. */
const webSetup = '@marketplace/build-config/jest-web-setup.cjs';

/**
 * The Jest configuration of a web project (the shell, a remote, a front-end library): its specs
 * under `src/`, run in jsdom, TypeScript and JSX compiled by SWC. `overrides` replaces whole keys.
 *
 * @param {string} displayName
 * @param {import('jest').Config} [overrides]
 * @returns {import('jest').Config}
 */
const webProject = (displayName, overrides = {}) => ({
  displayName,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions({ jsx: true })] },
  transformIgnorePatterns,
  moduleNameMapper,
  setupFilesAfterEnv: [webSetup],
  // Beside the journeys on a loaded CI machine a user flow of several renders needs more than 5 s.
  testTimeout: 20000,
  ...overrides,
});

module.exports = { swcOptions, transformIgnorePatterns, moduleNameMapper, webSetup, webProject };
