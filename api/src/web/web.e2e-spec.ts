import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REMOTE_NAMES } from '@marketplace/contracts';
import { type TestContext, createTestContext } from '../testing/test-app.js';
import { APP_SCRIPT, writeWebBuilds } from '../testing/web-builds.js';

/** What a build's server container holds here: only the API may load it. */
const SERVER_CODE = 'module.exports = { secretOfTheServer: true };';
/** A chunk of the shell's container and a remote's whole container. */
const SERVER_FILES = [
  'shell/dist/server/894.0123456789.cjs',
  'mfe-storefront/dist/server/remoteEntry.cjs',
];
/** The builds' stats and source maps: the team's, never published. */
const BUILD_NOTES = [
  'shell/dist/static/js/main.0123456789.js.map',
  'mfe-storefront/dist/static/js/home.abcdef0123.js.map',
  'mfe-storefront/dist/mf-stats.json',
];

describe('serving the web app from the API process', () => {
  let ctx: TestContext;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'marketplace-web-'));
    writeWebBuilds(webRoot);
    for (const file of [...SERVER_FILES, ...BUILD_NOTES]) {
      mkdirSync(dirname(join(webRoot, file)), { recursive: true });
      writeFileSync(join(webRoot, file), SERVER_CODE);
    }
    ctx = await createTestContext(undefined, {
      WEB_ROOT: webRoot,
      REMOTE_ADMIN_URL: 'https://admin.cdn.example/releases/42/',
    });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('serves the shell at / and at every page address a browser asks for, never cached', async () => {
    for (const url of ['/', '/dashbord/myorders', '/blog?x=1', '/login']) {
      const page = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).toContain('<script defer src="/static/js/main.0123456789.js"></script>');
    }
  });

  it('caches hashed assets for a year and sends the precompressed file when accepted', async () => {
    const script = await get('/static/js/main.0123456789.js', { 'accept-encoding': 'br, gzip' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers['content-type']).toContain('javascript');
    expect(String(script.headers.vary).toLowerCase()).toContain('accept-encoding');

    const plain = await get('/static/js/main.0123456789.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_SCRIPT);
  });

  it('answers a missing asset or an unknown API path with a 404, not the shell', async () => {
    const asset = await get('/static/js/gone.js', { accept: '*/*' });
    expect(asset.statusCode).toBe(404);
    const api = await get('/api/no-such-thing', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const escape = await get('/..%2F..%2Fpackage.json', { accept: '*/*' });
    expect(escape.statusCode).toBe(404);
  });

  it("never publishes a server container, the shell's or a remote's", async () => {
    for (const url of [
      '/server/894.0123456789.cjs',
      '/remotes/storefront/server/remoteEntry.cjs',
    ]) {
      const response = await get(url, { accept: '*/*' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(SERVER_CODE);
    }
  });

  it("finding 10: never publishes a build's stats or source maps", async () => {
    for (const url of [
      '/static/js/main.0123456789.js.map',
      '/remotes/storefront/static/js/home.abcdef0123.js.map',
      '/remotes/storefront/mf-stats.json',
    ]) {
      const response = await get(url, { accept: '*/*' });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).not.toContain(SERVER_CODE);
    }
    expect((await get('/remotes/storefront/static/js/home.abcdef0123.js')).statusCode).toBe(200);
  });

  it('publishes a remote under /remotes/<name>/ with CORS, so another origin can load it', async () => {
    const manifest = await get('/remotes/storefront/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'storefront' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');

    const chunk = await get('/remotes/storefront/static/js/home.abcdef0123.js');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect((await get('/remotes/seller/mf-manifest.json')).statusCode).toBe(404);
  });

  it('serves the runtime config: API base, each remote manifest (env overrides win) and why Google is off', async () => {
    const response = await get('/runtime-config.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const config = response.json();
    expect(config).toEqual({
      apiBaseUrl: '/api',
      remotes: expect.objectContaining({
        storefront: '/remotes/storefront/mf-manifest.json',
        seller: '/remotes/seller/mf-manifest.json',
        admin: 'https://admin.cdn.example/releases/42/mf-manifest.json',
      }),
      remoteLoadTimeoutMs: 8000,
      googleSignIn: { enabled: false },
      supportEmail: null,
    });
    // Built or not, every remote of the remote list is named: an unbuilt one shows its area's
    // unavailable panel rather than vanishing from the menu.
    expect(Object.keys(config.remotes)).toEqual(REMOTE_NAMES);
  });

  it('leaves the API itself untouched', async () => {
    const health = await get('/api/health', { accept: 'text/html' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});
