/**
 * Setup for the front-end apps' Jest suites (jsdom). React Router 7 uses TextEncoder, which
 * jsdom does not provide; Node's is the same standard class.
 */
const util = require('node:util');

Object.assign(globalThis, { TextDecoder: util.TextDecoder, TextEncoder: util.TextEncoder });
require('@testing-library/jest-dom');
