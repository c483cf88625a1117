/**
 * Setup for the web projects' Jest suites (jsdom). React Router 7 uses TextEncoder, which
 * jsdom does not provide; Node's is the same standard class.
 */
const util = require('node:util');

Object.assign(globalThis, { TextDecoder: util.TextDecoder, TextEncoder: util.TextEncoder });
require('@testing-library/jest-dom');

// jsdom has no fetch; this one runs on jsdom's XMLHttpRequest, so the API client's calls in these
// suites still go through the page's CORS checks and cookie jar, as in a browser.
if (typeof globalThis.window === 'object') require('whatwg-fetch');

// CI runs these suites beside the browser journeys and the API suites on two cores, where a
// render that takes 100 ms alone can take seconds, and one role query over a 50-row table as
// long; `findBy…` then waits up to 10 s, not 1 s (every project's suites, none overrides it).
require('@testing-library/dom').configure({ asyncUtilTimeout: 10000 });

// react-hot-toast asks whether the reader prefers reduced motion before showing a toast; jsdom
// has no media queries, so here none matches.
if (typeof globalThis.window === 'object' && !('matchMedia' in globalThis.window)) {
  globalThis.window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}
