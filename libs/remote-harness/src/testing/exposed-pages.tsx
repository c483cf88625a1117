import { render, screen } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ShellProviders } from '../ShellProviders';

/** The shell passes these to the pages that need them; the others ignore them. */
const PAGE_PROPS = { categoryName: 'Laptops', productId: '7' };

/** A page inside the providers and the router the shell renders it in. */
export function renderAsInTheShell(page: ReactElement) {
  return render(
    <ShellProviders>
      <MemoryRouter>{page}</MemoryRouter>
    </ShellProviders>,
  );
}

export interface ExposedPagesOptions {
  /** The remote's `exposes` from its module-federation.config.ts: module name → source path. */
  exposes: Readonly<Record<string, string>>;
  /**
   * Imports an exposed module. Written in the spec, since `import()` resolves a path from the
   * file that calls it: `(path) => import(path.replace('./src/', './'))`.
   */
  importModule: (path: string) => Promise<unknown>;
  /** Renders a page as the shell would; by default with `renderAsInTheShell`. */
  renderPage?: (page: ReactElement) => unknown;
}

/**
 * A test per module the remote exposes, the contract with the shell: its default export is a
 * page that renders a level-1 heading.
 */
export function itExposesPagesWithHeadings({
  exposes,
  importModule,
  renderPage = renderAsInTheShell,
}: ExposedPagesOptions) {
  it.each(Object.entries(exposes))(
    'exposes %s as a default-exported page with a heading',
    async (_name, path) => {
      const { default: Page } = (await importModule(path)) as {
        default: ComponentType<typeof PAGE_PROPS>;
      };
      renderPage(<Page {...PAGE_PROPS} />);
      expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    },
  );
}
