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

module.exports = {
  swcOptions,
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@marketplace/([a-z-]+)$': `${__dirname}/libs/$1/src/index.ts`,
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};
