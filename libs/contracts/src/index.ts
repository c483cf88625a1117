export * from './entities.js';
export * from './inputs.js';
export * from './results.js';
export * from './pagination.js';
export * from './limits.js';
export * from './runtime-config.js';
export * from './endpoints.js';
export * from './remote-routes.js';
