import { createQueryClient } from '@marketplace/api-client';
import { UiProvider } from '@marketplace/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import federation from '../module-federation.config';

/** The shell passes these to the pages that need them; the others ignore them. */
const PAGE_PROPS = { categoryName: 'Laptops', productId: '7' };

describe('the storefront remote', () => {
  it.each(Object.entries(federation.exposes))(
    'exposes %s as a default-exported page with a heading',
    async (_name, path) => {
      const { default: Page } = (await import(path.replace('./src/', './'))) as {
        default: ComponentType<typeof PAGE_PROPS>;
      };
      // The providers the shell renders every page inside.
      render(
        <UiProvider>
          <QueryClientProvider client={createQueryClient()}>
            <MemoryRouter>
              <Page {...PAGE_PROPS} />
            </MemoryRouter>
          </QueryClientProvider>
        </UiProvider>,
      );
      expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    },
  );
});
