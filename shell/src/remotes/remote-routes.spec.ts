/** @jest-environment node */
import type { RemoteRouteManifest } from '@marketplace/contracts';
import { RemoteLoader } from './remote-loader';
import { RemoteRoutes, homePageIdOf, menuEntriesFor } from './remote-routes';

const MANIFESTS: Record<string, RemoteRouteManifest> = {
  storefront: {
    routes: [
      { layout: 'public', path: '', module: './HomePage', access: 'anyone' },
      {
        layout: 'dashboard',
        path: 'myorders',
        module: './MyOrdersPage',
        access: 'signed-in',
        menuLabel: 'My Orders',
      },
    ],
  },
  seller: {
    routes: [
      {
        layout: 'dashboard',
        path: 'myproduct',
        module: './MyProductsPage',
        access: 'seller',
        menuLabel: 'My Product',
      },
    ],
  },
  admin: {
    routes: [
      {
        layout: 'dashboard',
        path: 'alluser',
        module: './AllUsersPage',
        access: 'admin',
        menuLabel: 'All User',
      },
    ],
  },
};

function remoteRoutes(down: string[] = [], known: Record<string, RemoteRouteManifest> = {}) {
  const loader = new RemoteLoader({
    timeoutMs: 8000,
    loadModule: async (id) => {
      const remote = id.split('/')[0]!;
      asked.push(remote);
      if (down.includes(remote)) throw new Error(`${remote} is down`);
      return { default: MANIFESTS[remote] };
    },
  });
  return new RemoteRoutes(['storefront', 'seller', 'admin'], loader, known);
}
let asked: string[] = [];

const labels = (routes: RemoteRoutes, roles: { isAdmin: boolean; isSeller: boolean }) =>
  menuEntriesFor(routes.getSnapshot().menu, roles).map((entry) => entry.label);

describe("the remotes' routes and the dashboard menu built from them", () => {
  beforeEach(() => {
    asked = [];
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('gives each role the entries its remotes list, in the runtime config order', async () => {
    const routes = remoteRoutes();
    await routes.load();
    expect(labels(routes, { isAdmin: false, isSeller: false })).toEqual(['My Orders']);
    expect(labels(routes, { isAdmin: false, isSeller: true })).toEqual(['My Orders', 'My Product']);
    expect(labels(routes, { isAdmin: true, isSeller: false })).toEqual(['My Orders', 'All User']);
    expect(routes.getSnapshot().routes.map(({ pageId }) => pageId)).toEqual([
      'storefront/HomePage',
      'storefront/MyOrdersPage',
      'seller/MyProductsPage',
      'admin/AllUsersPage',
    ]);
  });

  it("keeps the other remotes' routes when one remote's manifest fails, and says which", async () => {
    const routes = remoteRoutes(['seller']);
    await routes.load();
    expect(routes.getSnapshot().status).toEqual({
      storefront: 'loaded',
      seller: 'failed',
      admin: 'loaded',
    });
    expect(labels(routes, { isAdmin: true, isSeller: true })).toEqual(['My Orders', 'All User']);
    expect(routes.waitBeforeRetry()).toBeGreaterThan(0);
  });

  it('knows the home page by the remote that puts a page at /, and none before its manifest arrives', async () => {
    const routes = remoteRoutes();
    expect(homePageIdOf(routes.getSnapshot().routes)).toBeUndefined();
    await routes.load();
    expect(homePageIdOf(routes.getSnapshot().routes)).toBe('storefront/HomePage');
  });

  it('tells subscribers when it asks, and each time a manifest arrives or fails', async () => {
    const routes = remoteRoutes(['admin']);
    const heard = jest.fn();
    routes.subscribe(heard);
    await routes.load();
    expect(heard).toHaveBeenCalledTimes(4);
  });

  it('starts with the manifests the server rendered the page with, and asks only for the others', async () => {
    const routes = remoteRoutes([], { storefront: MANIFESTS.storefront! });
    expect(routes.getSnapshot().status).toEqual({
      storefront: 'loaded',
      seller: 'loading',
      admin: 'loading',
    });
    expect(homePageIdOf(routes.getSnapshot().routes)).toBe('storefront/HomePage');
    await routes.load();
    expect(asked).toEqual(['seller', 'admin']);
  });
});
