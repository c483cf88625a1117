import type { APIRequestContext } from '@playwright/test';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEMO, signIn } from '../support/accounts';
import { buildRemoteVariant } from '../support/remote-variant';
import { REPOSITORY_ROOT } from '../support/repository';
import { expect, test } from '../support/test';
import { steadyLoad } from './steady-load';

/** What `npm run deploy:local -- --test` passes: the topology it brought up. */
function deployment() {
  const variables = [
    'DEPLOY_URL',
    'DEPLOY_HTTP_URL',
    'DEPLOY_ROOT',
    'DEPLOY_NEXT_RELEASE',
    'DEPLOY_CONTROL_URL',
    'DEPLOY_TRUSTED_PROXY',
    'DEPLOY_ACCESS_LOG',
    'DEPLOY_API_LOGS',
    'DEPLOY_REMOTE_ORIGINS',
  ] as const;
  const missing = variables.filter((name) => !process.env[name]);
  if (missing.length > 0)
    throw new Error('Run this journey through `npm run deploy:local -- --test`');
  const env = Object.fromEntries(variables.map((name) => [name, process.env[name]!])) as Record<
    (typeof variables)[number],
    string
  >;
  return {
    url: env.DEPLOY_URL,
    httpUrl: env.DEPLOY_HTTP_URL,
    root: env.DEPLOY_ROOT,
    nextRelease: env.DEPLOY_NEXT_RELEASE,
    controlUrl: env.DEPLOY_CONTROL_URL,
    trustedProxy: env.DEPLOY_TRUSTED_PROXY,
    accessLog: env.DEPLOY_ACCESS_LOG,
    apiLogs: env.DEPLOY_API_LOGS,
    remoteOrigins: JSON.parse(env.DEPLOY_REMOTE_ORIGINS) as Record<string, string>,
  };
}
const deployed = deployment();
const currentApp = join(deployed.root, 'api', 'current');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HSTS = 'max-age=63072000; includeSubDomains';
const TODAY = 'Tips for buying and selling second-hand, from pricing to the meeting.';
const NEXT = 'Fresh advice for buying and selling second-hand, from the price to the handover.';

test.use({ baseURL: deployed.url });
test.describe.configure({ mode: 'serial' });

/** An npm script of the repository, without blocking the load running beside it. */
async function npmRun(...args: string[]) {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', ...args], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, DEPLOY_ROOT: deployed.root },
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(stdout);
  return stdout;
}

const releaseOf = async (app: string) =>
  (JSON.parse(await readFile(join(app, 'release.json'), 'utf8')) as { commit: string }).commit;

/** A figure the operator's notes quote: in the report and on the console. */
function reportFigure(type: string, description: string) {
  test.info().annotations.push({ type, description });
  process.stdout.write(`${type}: ${description}\n`);
}

/** What users ask while the operator works: pages, lists, the runtime config, the shell's script. */
async function userPaths(request: APIRequestContext) {
  const categories = (await (await request.get('/api/category')).json()) as { name: string }[];
  const script = /src="(\/static\/js\/[^"]+\.js)"/.exec(await (await request.get('/')).text())![1]!;
  const paths = [
    '/',
    '/api/category',
    `/api/products?category=${encodeURIComponent(categories[0]!.name)}`,
    '/api/advrtized',
    '/runtime-config.json',
    script,
  ];
  // Each answers before the operator starts, so any other answer during the work is a loss.
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
  return paths;
}

test('a release with production dependencies only serves the product through nginx over https', async ({
  request,
}) => {
  expect((await request.get('/api/health/ready')).status()).toBe(200);
  // The release was installed with `npm ci --omit=dev`: no Nx, no bundler beside it.
  expect(existsSync(join(currentApp, 'node_modules', 'nx'))).toBe(false);
  expect(existsSync(join(currentApp, 'node_modules', '@rspack', 'core'))).toBe(false);

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

test('an API release under steady load loses no request, and the last release’s shell files stay served', async ({
  request,
}) => {
  test.setTimeout(300_000);
  const before = await releaseOf(currentApp);
  const paths = await userPaths(request);
  const oldScript = paths.at(-1)!;

  const load = steadyLoad(deployed.url, paths);
  const output = await npmRun('release:api', '--', '--from', deployed.nextRelease);
  const { answered, lost } = await load.stop();
  reportFigure('release:api under load', `${answered} requests answered, ${lost.length} lost`);

  expect(lost).toEqual([]);
  expect(answered).toBeGreaterThan(100);
  // Migrated once, then each process in turn, each back behind nginx before the next.
  expect(output.match(/^migrating:/gm)).toHaveLength(1);
  expect(output.match(/serves behind nginx again/g)).toHaveLength(2);
  expect(output).toMatch(/is live$/m);
  expect(await releaseOf(currentApp)).not.toBe(before);
  expect(await releaseOf(currentApp)).toBe(await releaseOf(deployed.nextRelease));
  // A page opened before the release still loads the script it names.
  expect((await request.get(oldScript)).status()).toBe(200);
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
      'strict-transport-security': HSTS,
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
    'strict-transport-security': HSTS,
  });
});

test('a remote team releases with one command, and rolls back by pointing its origin back', async ({
  page,
}) => {
  // Building the storefront's next version takes most of this.
  test.setTimeout(300_000);
  await page.goto('/blog');
  await expect(page.getByText(TODAY)).toBeVisible();

  const next = await buildRemoteVariant({
    remote: 'storefront',
    edits: [{ file: 'src/features/blog/BlogList.tsx', replace: TODAY, with: NEXT }],
  });
  try {
    expect(await npmRun('release:remote', '--', 'storefront', '--from', next.directory)).toMatch(
      /^storefront \S+ is live/m,
    );
  } finally {
    await next.remove();
  }
  await page.goto('/blog');
  await expect(page.getByText(NEXT)).toBeVisible();
  await expect(page.getByText(TODAY)).toHaveCount(0);

  expect(await npmRun('rollback:remote', '--', 'storefront')).toMatch(/^storefront: \S+ -> \S+$/m);
  await page.goto('/blog');
  await expect(page.getByText(TODAY)).toBeVisible();
  await expect(page.getByText(NEXT)).toHaveCount(0);
});

test('a rollback under steady load loses no request, and the previous build works on the new schema', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const load = steadyLoad(deployed.url, await userPaths(request));
  const output = await npmRun('rollback:api');
  const { answered, lost } = await load.stop();
  reportFigure('rollback:api under load', `${answered} requests answered, ${lost.length} lost`);
  expect(lost).toEqual([]);
  expect(answered).toBeGreaterThan(50);
  expect(output).not.toMatch(/^migrating:/m);
  expect(await releaseOf(currentApp)).not.toBe(await releaseOf(deployed.nextRelease));

  // The build before, on the schema the release migrated to: a buyer signs in on its shell,
  // orders, and finds the order in their list. (Its list page is the storefront remote's, which
  // stayed at its newer release: a remote built on newer shared libraries need not load in the
  // older shell, so a rollback of the shell may call for the remotes' too, deploy/README.md.)
  await signIn(page, DEMO.buyer);
  const categories = (await (await page.request.get('/api/category')).json()) as {
    name: string;
  }[];
  const products = (await (
    await page.request.get('/api/products', { params: { category: categories[0]!.name } })
  ).json()) as { _id: string }[];
  const product = products.at(-1)!;
  const placed = await page.request.post('/api/buyproduct', {
    data: { productId: product._id, phone: '01712000444', meetingLocation: 'Dhanmondi 27 gate' },
  });
  expect(placed.status()).toBe(201);
  const orders = await page.request.get('/api/buyproduct', {
    params: { email: DEMO.buyer.email },
  });
  expect(orders.status()).toBe(200);
  expect(await orders.json()).toContainEqual(expect.objectContaining({ productId: product._id }));
});

/** The nginx access log's line for a request id, and the API log lines with that id. */
async function loggedAs(requestId: string) {
  const nginxLine = (await readFile(deployed.accessLog, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((line) => line.requestId === requestId);
  const apiLines = [];
  for (const file of await readdir(deployed.apiLogs))
    apiLines.push(
      ...(await readFile(join(deployed.apiLogs, file), 'utf8'))
        .split('\n')
        .filter((line) => line.includes(requestId))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    );
  return { nginxLine, apiLines };
}

/** A GET over https from `localAddress`, as a proxy in front of nginx would send it. */
function getFrom(localAddress: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; requestId: string }>((resolve, reject) => {
    const outgoing = httpsRequest(`${deployed.url}${path}`, { localAddress, headers }, (answer) => {
      answer.resume();
      answer.on('end', () =>
        resolve({
          status: answer.statusCode!,
          requestId: String(answer.headers['x-request-id']),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

test('nginx at the edge: https only, HTTP/2, one request id in both logs, addresses only from the trusted proxy', async ({
  page,
  request,
}) => {
  // Plain HTTP is only a redirect to the https origin.
  const plain = await request.get(`${deployed.httpUrl}/category/Phones?page=2`, {
    maxRedirects: 0,
  });
  expect(plain.status()).toBe(301);
  expect(plain.headers().location).toBe(`${deployed.url}/category/Phones?page=2`);

  const home = await request.get('/');
  expect(home.headers()).toMatchObject({ server: 'nginx', 'strict-transport-security': HSTS });
  expect((await request.get('/api/category')).headers()['strict-transport-security']).toBe(HSTS);

  await page.goto('/');
  const protocol = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .nextHopProtocol,
  );
  expect(protocol).toBe('h2');

  // The id nginx made is the one the API answered with and logged, and nginx logged it too,
  // with the path but never the query.
  const listed = await request.get('/api/products', {
    params: { category: 'Phones', seller: 'someone@example.com' },
  });
  const requestId = listed.headers()['x-request-id']!;
  expect(requestId).toMatch(/^[0-9a-f]{32}$/);
  await expect.poll(async () => (await loggedAs(requestId)).nginxLine).toBeDefined();
  const { nginxLine, apiLines } = await loggedAs(requestId);
  expect(nginxLine).toMatchObject({
    path: '/api/products',
    status: listed.status(),
    protocol: 'HTTP/1.1',
  });
  expect(JSON.stringify(nginxLine)).not.toContain('example.com');
  expect(apiLines.some((line) => line.msg === 'request')).toBe(true);

  // A client's own X-Forwarded-For is ignored; the trusted proxy's is believed.
  const spoofed = await getFrom('127.0.0.1', '/api/category', {
    'x-forwarded-for': '203.0.113.7',
  });
  const proxied = await getFrom(deployed.trustedProxy, '/api/category', {
    'x-forwarded-for': '198.51.100.23',
  });
  expect([spoofed.status, proxied.status]).toEqual([200, 200]);
  await expect.poll(async () => (await loggedAs(proxied.requestId)).nginxLine).toBeDefined();
  expect((await loggedAs(spoofed.requestId)).nginxLine).toMatchObject({ client: '127.0.0.1' });
  expect((await loggedAs(proxied.requestId)).nginxLine).toMatchObject({
    client: '198.51.100.23',
  });
});

/** Opens an event stream with `cookie`; resolves its status once the headers came, and a close. */
function openEventStream(cookie: string) {
  return new Promise<{ status: number; close: () => void }>((resolve, reject) => {
    const outgoing = httpsRequest(`${deployed.url}/api/events`, { headers: { cookie } }, (answer) =>
      resolve({ status: answer.statusCode!, close: () => outgoing.destroy() }),
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

test('nginx holds a session to 10 event streams', async ({ request }) => {
  const signedIn = await request.post('/api/auth/login', {
    data: { email: DEMO.buyer.email, password: DEMO.buyer.password },
  });
  expect(signedIn.status()).toBe(200);
  const session = /(?:^|\n)(sid=[^;]+)/.exec(signedIn.headers()['set-cookie'] ?? '')![1]!;
  const streams = [];
  try {
    for (let index = 0; index < 11; index += 1) streams.push(await openEventStream(session));
    expect(streams.map(({ status }) => status)).toEqual([...Array(10).fill(200), 429]);
  } finally {
    for (const stream of streams) stream.close();
  }
});

test('nginx takes large bodies only for pictures, and slows down sign-in floods', async ({
  request,
}) => {
  const twoMegabytes = 'x'.repeat(2 * 1024 * 1024);
  const tooLarge = await request.post('/api/products', {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ productName: twoMegabytes }),
  });
  expect(tooLarge.status()).toBe(413);
  // Pictures may be larger: this one reaches the API, which answers it (JSON), not nginx's 413.
  const picture = await request.post('/api/images', {
    multipart: {
      image: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(2 * 1024 * 1024) },
    },
  });
  expect(picture.status()).not.toBe(413);
  expect(picture.headers()['content-type']).toMatch(/^application\/json/);

  // 30 quick wrong passwords from one address: past the burst, nginx answers 429 itself (its
  // page, not the API's JSON).
  const answers = [];
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const answer = await request.post('/api/auth/login', {
      data: { email: 'nobody@marketplace.test', password: `guess-${attempt}` },
    });
    answers.push(`${answer.status()} ${answer.headers()['content-type']?.split(';')[0]}`);
  }
  expect(answers[0]).toBe('401 application/json');
  expect(answers).toContain('429 text/html');
});

// Last: it leaves the deployment one process short, as a stop would before systemd restarts it.
test('an API process stopping (SIGTERM, as systemd stops it) loses no request', async ({
  request,
}) => {
  const processes = (await (await fetch(`${deployed.controlUrl}/processes`)).json()) as {
    pid: number;
    origin: string;
  }[];
  const [stopping, other] = processes;
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
