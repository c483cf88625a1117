/**
 * The shared router with what only servers and tests use: the server renders through the static
 * router, and the suites render pages in memory routers. The browser builds take `./browser.ts`
 * (the `browser` condition of this package's exports), so a first page load carries none of it.
 */
export * from './browser';
export {
  MemoryRouter,
  Route,
  Routes,
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  useRoutes,
} from 'react-router-dom';
