import type { RuntimeConfig } from '@marketplace/contracts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from '../testing/until.js';
import { PageRoutes, ROUTE_MANIFEST_TTL_MS } from './page-routes.js';

const runtimeConfig: RuntimeConfig = {
  apiBaseUrl: '/api',
  remotes: {
    storefront: '/remotes/storefront/mf-manifest.json',
    seller: '/remotes/seller/mf-manifest.json',
    admin: '/remotes/admin/mf-manifest.json',
  },
  remoteLoadTimeoutMs: 1000,
  googleSignIn: { enabled: false },
  supportEmail: null,
};

describe('which addresses are pages', () => {
  let root: string;
  let clock = 0;
  const write = (name: string, routes: unknown[]) => {
    mkdirSync(join(root, name), { recursive: true });
    writeFileSync(join(root, name, 'routes.json'), JSON.stringify({ routes }));
  };
  const pageRoutes = () =>
    new PageRoutes(
      runtimeConfig,
      (['storefront', 'seller', 'admin'] as const).map((name) => ({
        name,
        directory: join(root, name),
        urlPath: `/remotes/${name}/`,
      })),
      () => clock,
    );

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'page-routes-'));
    write('storefront', [
      {
        layout: 'public',
        path: 'producs/:segment',
        module: './Detail',
        access: 'signed-in',
        when: { segment: '^\\d+$' },
      },
      { layout: 'public', path: 'producs/:segment', module: './Category', access: 'anyone' },
    ]);
    write('seller', [
      { layout: 'dashboard', path: 'myproduct', module: './Mine', access: 'seller' },
    ]);
    write('admin', []);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("matches the shell's screens and each remote's routes, parameters decoded and patterns applied", async () => {
    const routes = pageRoutes();
    expect(await routes.match('/login')).toMatchObject({ kind: 'page', route: { owner: 'shell' } });
    expect(await routes.match('/producs/42')).toMatchObject({
      kind: 'page',
      route: { owner: 'storefront', access: 'signed-in', params: { segment: '42' } },
    });
    expect(await routes.match('/producs/Mobile%20Phones/')).toMatchObject({
      kind: 'page',
      route: { access: 'anyone', params: { segment: 'Mobile Phones' } },
    });
    expect(await routes.match('/dashbord/myproduct')).toMatchObject({
      kind: 'page',
      route: { owner: 'seller', access: 'seller', pattern: 'dashbord/myproduct' },
    });
    expect(await routes.match('/producs/a/b')).toEqual({ kind: 'unknown' });
    expect(await routes.match('/dashbord/nothing')).toEqual({ kind: 'unknown' });
  });

  it('a remote deployed alone changes the answers once its manifest is read again', async () => {
    const routes = pageRoutes();
    expect(await routes.match('/dashbord/stock')).toEqual({ kind: 'unknown' });
    write('seller', [{ layout: 'dashboard', path: 'stock', module: './Stock', access: 'seller' }]);
    clock += ROUTE_MANIFEST_TTL_MS + 1;
    // The refresh runs in the background; the answers after it see the new manifest.
    const answer = await until(
      () => routes.match('/dashbord/stock'),
      (match) => match.kind === 'page',
      5_000,
    );
    expect(answer).toMatchObject({ kind: 'page', route: { pattern: 'dashbord/stock' } });
  });

  it('an address no readable manifest claims is undetermined while a manifest cannot be read', async () => {
    rmSync(join(root, 'admin', 'routes.json'));
    const routes = pageRoutes();
    expect(await routes.match('/dashbord/alluser')).toEqual({ kind: 'undetermined' });
    expect(await routes.match('/producs/Laptops')).toMatchObject({ kind: 'page' });
  });
});
