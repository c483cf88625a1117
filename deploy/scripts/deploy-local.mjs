#!/usr/bin/env node
/**
 * `npm run deploy:local`: the reference deployment (deploy/README.md) on this machine, with the
 * real nginx and PostgreSQL, over https with a certificate of its own. From the builds
 * (`npm run build`), it
 *
 *   1. packages the API as a release and installs it as `npm run release:api` does, production
 *      dependencies alone (no Nx, no bundler),
 *   2. publishes each remote as its first release on its own origin,
 *   3. makes a fresh database `deploy_local_<random>` and migrates it from the release,
 *   4. starts two API processes as the systemd units do, then nginx in front of them.
 *
 * It stays up until Ctrl+C, then takes everything down (the database included). It stands in
 * for systemd on a loopback control port: `POST /restart/<port>` restarts a process as
 * `systemctl restart marketplace-api@<port>` would (stop, wait, start from `current`),
 * `POST /migrate` migrates from `current`, `GET /processes` lists them; `npm run release:api`
 * and `rollback:api` work against it with the environment it prints.
 *
 *   --test        first installs the previous build (the commit before the newest schema change,
 *                 or DEPLOY_PREVIOUS), then runs the deployment's journey (e2e/deploy/), which
 *                 releases this checkout's build over it and rolls back to it under load; then
 *                 takes it down, the exit code the journey's
 *   --from-clone  builds from a fresh clone of HEAD (`npm ci && npm run build`) rather than from
 *                 this checkout: what a release machine does
 *   --built       takes this checkout's builds as they are, without `npm run build` (CI, where
 *                 `npm test` has just built every app of the checkout, and Nx's cache is skipped)
 *
 * Ports: DEPLOY_LOCAL_PORT (default 4400) is the shell's origin over https; +1 redirects plain
 * HTTP to it, +2 is nginx's status server, +3 the control port; the API processes take +11 and
 * +12, the remotes +21, +22, … in the remote list's order. PostgreSQL: DEPLOY_DATABASE_SERVER
 * (default postgres://postgres@127.0.0.1:5432/postgres). nginx: NGINX (default /usr/sbin/nginx).
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { currentApiFolder, installApiRelease, switchApiTo } from './api-releases.mjs';
import { REMOTES, run } from './deploy-cli.mjs';
import { fillTemplate, localCertificate, writeNginxConfig } from './nginx-config.mjs';
import { packageApiRelease } from './package-release.mjs';
import { publishRemote, releaseVersion } from './remote-releases.mjs';

const checkout = fileURLToPath(new URL('../..', import.meta.url));
const { values: options } = parseArgs({
  options: {
    test: { type: 'boolean' },
    'from-clone': { type: 'boolean' },
    built: { type: 'boolean' },
  },
});
const basePort = Number(process.env.DEPLOY_LOCAL_PORT ?? 4400);
const ports = {
  shell: basePort,
  redirect: basePort + 1,
  status: basePort + 2,
  control: basePort + 3,
  api: [basePort + 11, basePort + 12],
  remotes: Object.fromEntries(REMOTES.map(({ name }, index) => [name, basePort + 21 + index])),
};
const databaseServer =
  process.env.DEPLOY_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const nginxBinary = process.env.NGINX ?? '/usr/sbin/nginx';
// A second loopback address standing for a proxy in front of nginx, whose X-Forwarded-For nginx
// believes (marketplace.conf's TRUSTED_PROXIES); the journey checks nobody else's is.
const TRUSTED_PROXY = '127.0.0.2';

const started = Date.now();
const say = (text) => process.stdout.write(`${text}\n`);
const step = (message) =>
  say(`[deploy:local ${((Date.now() - started) / 1000).toFixed(0)} s] ${message}`);

const deployRoot = await mkdtemp(join(tmpdir(), 'marketplace-deploy-local-'));
// nginx's workers run as another user: they must read the published files.
await chmod(deployRoot, 0o755);
const tls = localCertificate(join(deployRoot, 'tls'));
/** The API processes by port, as systemd would hold them; nginx and the control server beside. */
const apiProcesses = new Map();
const others = [];
let database;
let controlServer;

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

async function takeDown() {
  controlServer?.close();
  for (const child of others.reverse()) await stopChild(child);
  await Promise.all([...apiProcesses.values()].map(stopChild));
  if (database) psql(`drop database if exists ${database} with (force)`);
  // A release the journey started may still be writing in it when a test timed out.
  await rm(deployRoot, { recursive: true, force: true, maxRetries: 10 }).catch((error) =>
    console.error(`${deployRoot} not removed: ${error.message}`),
  );
}

function psql(statement) {
  run('psql', ['--quiet', '--no-psqlrc', '-d', databaseServer, '-c', statement], deployRoot);
}

const git = (args, cwd = checkout) =>
  spawnSync('git', args, { cwd, encoding: 'utf8' }).stdout?.trim() ?? '';

/** The tree the release is made from: this checkout, or a fresh clone of its HEAD. */
function buildSource() {
  if (options.built) {
    step('taking the builds of this checkout as they are (--built)');
    return checkout;
  }
  if (!options['from-clone']) {
    step('building (npm run build: Nx rebuilds only what changed)');
    run('npm', ['run', 'build', '--', '--outputStyle=static'], checkout);
    return checkout;
  }
  const clone = join(deployRoot, 'clone');
  step(`cloning HEAD into ${clone}`);
  run('git', ['clone', '--quiet', '--no-hardlinks', checkout, clone], deployRoot);
  step('npm ci (every dependency, to build)');
  run('npm', ['ci', '--no-audit', '--no-fund'], clone);
  step('npm run build');
  run('npm', ['run', 'build', '--', '--outputStyle=static', '--skip-nx-cache'], clone);
  return clone;
}

/**
 * The build before the newest schema change (DEPLOY_PREVIOUS, or the first parent of the newest
 * commit on the first-parent line that changed the migrations' journal): what must keep working
 * on the new schema. Its sources from git, built with this checkout's dependencies hard-linked
 * (a build's tools, not what it runs: the release installs its own lock's production
 * dependencies).
 */
async function buildPrevious() {
  const [newestSchemaChange] = git([
    'log',
    '--first-parent',
    '--format=%H',
    '-n',
    '1',
    'HEAD',
    '--',
    'api/drizzle/meta/_journal.json',
  ]).split('\n');
  const commit = git([
    'rev-parse',
    '--short',
    process.env.DEPLOY_PREVIOUS ?? `${newestSchemaChange}^1`,
  ]);
  if (!commit) throw new Error('No previous build: set DEPLOY_PREVIOUS to a commit');
  const source = join(deployRoot, 'previous-source');
  step(`building the previous release, ${commit}, in ${source}`);
  await mkdir(source);
  run('sh', ['-c', `git -C "${checkout}" archive ${commit} | tar -x -C "${source}"`], source);
  const workspaces = ['.', 'api', 'shell', 'e2e', ...REMOTES.map(({ folder }) => folder)];
  for (const folder of workspaces)
    if (existsSync(join(checkout, folder, 'node_modules')) && existsSync(join(source, folder)))
      run('cp', ['-al', join(checkout, folder, 'node_modules'), join(source, folder)], source);
  run(
    'npx',
    [
      'nx',
      'run-many',
      '-t',
      'build',
      '-p',
      '@marketplace/api',
      '@marketplace/shell',
      '--outputStyle=static',
    ],
    source,
    { ...process.env, NX_DAEMON: 'false' },
  );
  const packaged = join(deployRoot, 'packages', 'previous');
  await packageApiRelease(source, packaged, commit);
  await rm(source, { recursive: true, force: true });
  return packaged;
}

/** `npm ci --omit=dev` in a packaged release, or hard links of `other`'s when the locks agree. */
async function installDependencies(packaged, other) {
  const lock = (folder) => readFile(join(folder, 'package-lock.json'), 'utf8');
  if (
    other &&
    existsSync(join(other, 'node_modules')) &&
    (await lock(packaged)) === (await lock(other))
  )
    run('cp', ['-al', join(other, 'node_modules'), packaged], packaged);
  else run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], packaged);
}

async function waitUntilReady(url, child, label) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${label} exited (${child.exitCode})`);
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} was not ready within 120 s (${url})`);
}

/** What the systemd unit's EnvironmentFile holds (deploy/systemd/api.env.example). */
function apiEnvironment(databaseUrl) {
  return {
    NODE_ENV: 'production',
    // The shell's origin, which nginx serves: every link the API makes points there.
    PUBLIC_URL: `https://127.0.0.1:${ports.shell}`,
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(deployRoot, 'data'),
    TRUST_PROXY: '1',
    SHUTDOWN_DRAIN_MS: '3000',
    // The API reads each remote's route manifest from the remote's origin, whose certificate is
    // this deployment's own.
    NODE_EXTRA_CA_CERTS: tls.certificate,
    // A fresh database with the demo accounts, for the journey and for a look around.
    SEED_DEMO: 'true',
    ...Object.fromEntries(
      REMOTES.map(({ name }) => [
        `REMOTE_${name.toUpperCase()}_URL`,
        `https://127.0.0.1:${ports.remotes[name]}/mf-manifest.json`,
      ]),
    ),
  };
}

/** One API process from `current`, as the unit starts it (its WorkingDirectory is the link). */
function startApiProcess(env, port) {
  const log = join(deployRoot, 'logs', `api-${port}.log`);
  const child = spawn('sh', ['-c', `exec node api/dist/main.js >> "${log}" 2>&1`], {
    cwd: currentApiFolder(deployRoot),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  apiProcesses.set(port, child);
  return child;
}

function migrateFromCurrent(env) {
  return new Promise((resolve) => {
    const child = spawn('node', ['api/dist/cli/migrate.js'], {
      cwd: currentApiFolder(deployRoot),
      env: { PATH: process.env.PATH, ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code) => resolve(code === 0));
  });
}

/** systemd's part, on the loopback: what `npm run release:api` runs here instead of systemctl. */
async function startControlServer(env) {
  controlServer = createServer(async (request, response) => {
    const restart = /^\/restart\/(\d+)$/.exec(request.url ?? '');
    if (request.method === 'POST' && restart && apiProcesses.has(Number(restart[1]))) {
      const port = Number(restart[1]);
      await stopChild(apiProcesses.get(port));
      startApiProcess(env, port);
      response.writeHead(204).end();
    } else if (request.method === 'POST' && request.url === '/migrate') {
      response.writeHead((await migrateFromCurrent(env)) ? 204 : 500).end();
    } else if (request.method === 'GET' && request.url === '/processes') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify(
          [...apiProcesses].map(([port, child]) => ({
            port,
            pid: child.pid,
            origin: `http://127.0.0.1:${port}`,
          })),
        ),
      );
    } else response.writeHead(404).end();
  });
  controlServer.listen(ports.control, '127.0.0.1');
  await once(controlServer, 'listening');
}

/** What `npm run release:api` and `rollback:api` need to act on this deployment. */
function operationsEnvironment() {
  const control = `http://127.0.0.1:${ports.control}`;
  const post = (path) =>
    `node -e "fetch('${control}${path}', { method: 'POST' }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"`;
  return {
    DEPLOY_ROOT: deployRoot,
    API_PORTS: ports.api.join(' '),
    API_RESTART_COMMAND: post('/restart/{port}'),
    MIGRATE_COMMAND: post('/migrate'),
    BALANCER_STATUS_URL: `http://127.0.0.1:${ports.status}/ready`,
  };
}

async function deploy() {
  const source = buildSource();
  const packaged = join(deployRoot, 'packages', 'current');
  await packageApiRelease(source, packaged);
  let first = packaged;
  if (options.test) {
    // What the journey releases, its dependencies installed now, as a CI artifact would bring
    // them: the release under load then takes seconds, not an install's minutes.
    step('production dependencies of the release the journey will install');
    await installDependencies(packaged);
    first = await buildPrevious();
    step('production dependencies of the previous release');
    await installDependencies(first, packaged);
  }
  const firstCommit = JSON.parse(await readFile(join(first, 'release.json'), 'utf8')).commit;
  step(`installing the API release ${firstCommit} (production dependencies only)`);
  const version = releaseVersion(firstCommit);
  await installApiRelease(deployRoot, first, version);
  await switchApiTo(deployRoot, version);

  const commit = git(['rev-parse', '--short', 'HEAD'], source);
  for (const { name, folder } of REMOTES) {
    const remoteVersion = releaseVersion(commit);
    await publishRemote(deployRoot, name, join(source, folder, 'dist'), remoteVersion);
    step(`published ${name} ${remoteVersion}`);
  }

  database = `deploy_local_${randomBytes(4).toString('hex')}`;
  psql(`create database ${database}`);
  const databaseUrl = new URL(databaseServer);
  databaseUrl.pathname = `/${database}`;
  const env = apiEnvironment(databaseUrl.toString());
  step(`migrating ${database}`);
  if (!(await migrateFromCurrent(env))) throw new Error('The migration failed');

  await mkdir(join(deployRoot, 'logs'), { recursive: true });
  await Promise.all(
    ports.api.map((port) =>
      waitUntilReady(
        `http://127.0.0.1:${port}/api/health/ready`,
        startApiProcess(env, port),
        `API ${port}`,
      ),
    ),
  );
  step(`API processes ready on ${ports.api.join(', ')} (logs in ${deployRoot}/logs)`);
  await startControlServer(env);

  const remoteTemplate = await readFile(join(checkout, 'deploy/nginx/remote-origin.conf'), 'utf8');
  const nginxFolder = join(deployRoot, 'nginx');
  const nginxConfig = await writeNginxConfig({
    folder: nginxFolder,
    httpsPort: ports.shell,
    httpPort: ports.redirect,
    statusPort: ports.status,
    apiPorts: ports.api,
    shellFiles: join(deployRoot, 'shell'),
    tls,
    trustedProxies: [TRUSTED_PROXY],
    remoteServers: REMOTES.map(({ name }) =>
      fillTemplate(remoteTemplate, {
        REMOTE: name,
        PORT: ports.remotes[name],
        DEPLOY_ROOT: deployRoot,
      }),
    ).join('\n'),
  });
  run(nginxBinary, ['-t', '-q', '-c', nginxConfig], deployRoot);
  const nginx = spawn(nginxBinary, ['-c', nginxConfig, '-g', 'daemon off;'], { stdio: 'inherit' });
  others.push(nginx);
  const url = `https://127.0.0.1:${ports.shell}`;
  await waitUntilReady(`http://127.0.0.1:${ports.status}/ready`, nginx, 'nginx');
  step(`the marketplace is up behind nginx at ${url}`);
  const operations = operationsEnvironment();
  say(
    [
      `  remotes: ${REMOTES.map(({ name }) => `${name} https://127.0.0.1:${ports.remotes[name]}`).join(', ')}`,
      `  certificate (self-signed): ${tls.certificate}`,
      `  an API release: ${Object.entries(operations)
        .map(([name, value]) => `${name}='${value.replaceAll("'", "'\\''")}'`)
        .join(' ')} npm run release:api -- --from ${packaged}`,
      `  a remote's release: DEPLOY_ROOT=${deployRoot} npm run release:remote -- <remote>`,
    ].join('\n'),
  );
  return { url, nginxFolder, operations, packaged };
}

/**
 * What the API processes' logs must show after the journey: every line JSON (NODE_ENV=production),
 * and requests answered by each process, which nginx balanced. Says what it found; false on a
 * line that is not JSON or a process that answered nothing.
 */
async function apiLogsHold() {
  let holds = true;
  for (const port of ports.api) {
    const log = await readFile(join(deployRoot, 'logs', `api-${port}.log`), 'utf8');
    let notJson = 0;
    let requests = 0;
    for (const line of log.split('\n').filter(Boolean)) {
      try {
        if (JSON.parse(line).msg === 'request') requests += 1;
      } catch {
        notJson += 1;
        console.error(`api-${port}.log, not JSON: ${line}`);
      }
    }
    step(`API ${port}: ${requests} requests answered, ${notJson} log lines not JSON`);
    holds &&= notJson === 0 && requests > 0;
  }
  return holds;
}

let exitCode = 0;
try {
  const { url, nginxFolder, operations, packaged } = await deploy();
  if (options.test) {
    step('running the deployment journey (e2e/deploy/)');
    // Not spawnSync: this process answers the journey's restarts and migrations meanwhile.
    const journey = spawn('npx', ['playwright', 'test', '-c', 'playwright.deploy.config.ts'], {
      cwd: join(checkout, 'e2e'),
      stdio: 'inherit',
      env: {
        ...process.env,
        ...operations,
        NODE_EXTRA_CA_CERTS: tls.certificate,
        DEPLOY_URL: url,
        DEPLOY_HTTP_URL: `http://127.0.0.1:${ports.redirect}`,
        DEPLOY_NEXT_RELEASE: packaged,
        DEPLOY_CONTROL_URL: `http://127.0.0.1:${ports.control}`,
        DEPLOY_TRUSTED_PROXY: TRUSTED_PROXY,
        DEPLOY_ACCESS_LOG: join(nginxFolder, 'marketplace-access.log'),
        DEPLOY_API_LOGS: join(deployRoot, 'logs'),
        DEPLOY_REMOTE_ORIGINS: JSON.stringify(
          Object.fromEntries(
            Object.entries(ports.remotes).map(([name, port]) => [
              name,
              `https://127.0.0.1:${port}`,
            ]),
          ),
        ),
      },
    });
    const [code] = await once(journey, 'exit');
    exitCode = code ?? 1;
    if (!(await apiLogsHold())) exitCode ||= 1;
  } else {
    say('Ctrl+C takes it all down.');
    await new Promise((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  step('taking the deployment down');
  await takeDown();
}
step(`done (${exitCode})`);
process.exit(exitCode);
