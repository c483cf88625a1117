import type { TestApiServer } from '@marketplace/api-client/testing';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import federation from '../module-federation.config';
import {
  listReply,
  renderInStorefront,
  startStorefrontTest,
} from './test-support/storefront-test-app';

/** The shell passes these to the pages that need them; the others ignore them. */
const PAGE_PROPS = { categoryName: 'Laptops', productId: '7' };

let api: TestApiServer;
beforeEach(async () => {
  api = await startStorefrontTest();
  for (const path of ['/advrtized', '/category', '/products', '/buyproduct']) {
    api.route('GET', path, listReply([]));
  }
});
afterEach(() => api.close());

describe('the storefront remote', () => {
  it.each(Object.entries(federation.exposes))(
    'exposes %s as a default-exported page with a heading',
    async (_name, path) => {
      const { default: Page } = (await import(path.replace('./src/', './'))) as {
        default: ComponentType<typeof PAGE_PROPS>;
      };
      renderInStorefront(<Page {...PAGE_PROPS} />);
      expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    },
  );
});
