import type { RemotePageProps, RemoteRouteManifest } from '@marketplace/contracts';
import { render, screen } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter } from '@marketplace/routing';
import { ShellProviders } from '../ShellProviders';

/** The shell passes every page its path's parameters; the pages without any ignore them. */
const PAGE_PROPS: RemotePageProps = { params: { segment: '7' } };

/** The exposed module that holds the remote's route manifest rather than a page. */
const ROUTE_MANIFEST_MODULE = './routes';

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
 * The contract with the shell, a test per exposed module: `./routes` is a route manifest that
 * names every other exposed module, and each of those is a page (default export) that renders
 * a level-1 heading.
 */
export function itExposesPagesWithHeadings({
  exposes,
  importModule,
  renderPage = renderAsInTheShell,
}: ExposedPagesOptions) {
  const { [ROUTE_MANIFEST_MODULE]: manifestPath, ...pages } = exposes;

  it('exposes ./routes, a route manifest naming only exposed pages, each of them', async () => {
    expect(manifestPath).toBeDefined();
    const { default: manifest } = (await importModule(manifestPath!)) as {
      default: RemoteRouteManifest;
    };
    const named = new Set(manifest.routes.map((route) => route.module));
    expect([...named].sort()).toEqual(Object.keys(pages).sort());
  });

  it.each(Object.entries(pages))(
    'exposes %s as a default-exported page with a heading',
    async (_name, path) => {
      const { default: Page } = (await importModule(path)) as {
        default: ComponentType<RemotePageProps>;
      };
      renderPage(<Page {...PAGE_PROPS} />);
      expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    },
  );
}
