import type { TestApiServer } from '@marketplace/api-client/testing';
import { itExposesPagesWithHeadings } from '@marketplace/remote-harness/testing';
import federation from '../module-federation.config';
import { listReply, renderInStorefront, startStorefrontTest } from './testing/storefront-test-app';

let api: TestApiServer;
beforeEach(async () => {
  api = await startStorefrontTest();
  for (const path of ['/advrtized', '/category', '/products', '/buyproduct']) {
    api.route('GET', path, listReply([]));
  }
});
afterEach(() => api.close());

describe('the storefront remote', () => {
  itExposesPagesWithHeadings({
    exposes: federation.exposes,
    importModule: (path) => import(path.replace('./src/', './')),
    // With the order modal's holder the storefront's pages put around their cards.
    renderPage: renderInStorefront,
  });
});
