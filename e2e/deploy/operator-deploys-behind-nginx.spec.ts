import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildRemoteVariant } from '../support/remote-variant';
import { REPOSITORY_ROOT } from '../support/repository';
import { expect, test } from '../support/test';

/** What `npm run deploy:local -- --test` passes: the topology it brought up. */
function deployment() {
  const { DEPLOY_URL, DEPLOY_ROOT, DEPLOY_APP, DEPLOY_REMOTE_ORIGINS, DEPLOY_API_PROCESSES } =
    process.env;
  if (!DEPLOY_URL || !DEPLOY_ROOT || !DEPLOY_APP || !DEPLOY_REMOTE_ORIGINS || !DEPLOY_API_PROCESSES)
    throw new Error('Run this journey through `npm run deploy:local -- --test`');
  return {
    url: DEPLOY_URL,
    root: DEPLOY_ROOT,
    app: DEPLOY_APP,
    remoteOrigins: JSON.parse(DEPLOY_REMOTE_ORIGINS) as Record<string, string>,
    apiProcesses: JSON.parse(DEPLOY_API_PROCESSES) as { pid: number; origin: string }[],
  };
}
const deployed = deployment();

const IMMUTABLE = 'public, max-age=31536000, immutable';
const TODAY = 'Tips for buying and selling second-hand, from pricing to the meeting.';
const NEXT = 'Fresh advice for buying and selling second-hand, from the price to the handover.';

test.use({ baseURL: deployed.url });

test('a release with production dependencies only serves the product through nginx', async ({
  request,
}) => {
  expect((await request.get('/api/health/ready')).status()).toBe(200);
  // The release was installed with `npm ci --omit=dev`: no Nx, no bundler beside it.
  expect(existsSync(join(deployed.app, 'node_modules', 'nx'))).toBe(false);
  expect(existsSync(join(deployed.app, 'node_modules', '@rspack', 'core'))).toBe(false);

  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expect(await home.text()).toMatch(/<title>[^<]+<\/title>[\s\S]*<div id="root">/);

  const categories = (await (await request.get('/api/category')).json()) as { name: string }[];
  expect(categories.length).toBeGreaterThan(0);
  const products = await request.get('/api/products', {
    params: { category: categories[0]!.name },
  });
  expect(products.status()).toBe(200);
  expect(Number(products.headers()['x-total-count'])).toBeGreaterThan(0);
});

test('hashed files are cached for a year; entries, manifests and the runtime config never stale', async ({
  request,
}) => {
  const runtimeConfig = await request.get('/runtime-config.json');
  expect(runtimeConfig.headers()['cache-control']).toMatch(/no-cache/);
  const { remotes } = (await runtimeConfig.json()) as { remotes: Record<string, string> };

  for (const [name, origin] of Object.entries(deployed.remoteOrigins)) {
    // The shell loads each remote from that remote's own origin.
    expect(remotes[name]).toBe(`${origin}/mf-manifest.json`);
    const manifest = await request.get(`${origin}/mf-manifest.json`);
    expect(manifest.headers()).toMatchObject({
      'cache-control': 'no-cache',
      'access-control-allow-origin': '*',
    });
    const entry = await request.get(`${origin}/remoteEntry.js`);
    expect(entry.status()).toBe(200);
    expect(entry.headers()['cache-control']).toBe('no-cache');
    const { exposes } = (await manifest.json()) as {
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    const chunk = await request.get(`${origin}/${exposes[0]!.assets.js.sync[0]}`);
    expect(chunk.status()).toBe(200);
    expect(chunk.headers()['cache-control']).toBe(IMMUTABLE);
    expect((await request.get(`${origin}/server/remoteEntry.cjs`)).status()).toBe(404);
  }

  const page = await (await request.get('/')).text();
  const shellScript = /src="(\/static\/js\/[^"]+\.js)"/.exec(page)?.[1];
  expect(shellScript).toBeDefined();
  const script = await request.get(shellScript!, { headers: { 'accept-encoding': 'gzip' } });
  expect(script.headers()).toMatchObject({
    'cache-control': IMMUTABLE,
    'content-encoding': 'gzip',
  });
});

test('a remote team releases with one command, and rolls back by pointing its origin back', async ({
  page,
}) => {
  // Building the storefront's next version takes most of this.
  test.setTimeout(300_000);
  const npm = (...args: string[]) =>
    execFileSync('npm', ['run', '--silent', ...args], {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, DEPLOY_ROOT: deployed.root },
      encoding: 'utf8',
    });

  await page.goto('/blog');
  await expect(page.getByText(TODAY)).toBeVisible();

  const next = await buildRemoteVariant({
    remote: 'storefront',
    edits: [{ file: 'src/features/blog/BlogList.tsx', replace: TODAY, with: NEXT }],
  });
  try {
    expect(npm('release:remote', '--', 'storefront', '--from', next.directory)).toMatch(
      /^storefront \S+ is live/m,
    );
  } finally {
    await next.remove();
  }
  await page.goto('/blog');
  await expect(page.getByText(NEXT)).toBeVisible();
  await expect(page.getByText(TODAY)).toHaveCount(0);

  expect(npm('rollback:remote', '--', 'storefront')).toMatch(/^storefront: \S+ -> \S+$/m);
  await page.goto('/blog');
  await expect(page.getByText(TODAY)).toBeVisible();
  await expect(page.getByText(NEXT)).toHaveCount(0);
});

// Last: it leaves the deployment one process short, as a stop would before systemd restarts it.
test('an API process stopping (SIGTERM, as systemd stops it) loses no request', async ({
  request,
}) => {
  const [stopping, other] = deployed.apiProcesses;
  expect(other).toBeDefined();
  process.kill(stopping!.pid, 'SIGTERM');
  const answered = async () => {
    const gone = await fetch(`${stopping!.origin}/api/health/live`).then(
      () => false,
      () => true,
    );
    const statuses = await Promise.all(
      ['/api/health/ready', '/api/category', '/'].map(async (path) =>
        (await request.get(path)).status(),
      ),
    );
    return { gone, statuses };
  };
  // Through the drain (readiness 503, `Connection: close`) and past the exit, every request
  // nginx takes is answered, by the other process when this one no longer does.
  const seen: number[] = [];
  await expect
    .poll(
      async () => {
        const { gone, statuses } = await answered();
        seen.push(...statuses);
        return gone;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(true);
  seen.push(...(await answered()).statuses);
  expect(seen.length).toBeGreaterThan(6);
  expect(new Set(seen)).toEqual(new Set([200]));
});
