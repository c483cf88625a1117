#!/usr/bin/env node
/**
 * `npm run deploy:local`: the reference deployment (deploy/README.md) on this machine, with the
 * real nginx and PostgreSQL. From the builds (`npm run build`), it
 *
 *   1. packages the API as a release and installs its production dependencies alone
 *      (`npm ci --omit=dev`: no Nx, no bundler),
 *   2. publishes each remote as its first release on its own origin,
 *   3. makes a fresh database `deploy_local_<random>` and runs `npm run migrate` from the release,
 *   4. starts two API processes as the systemd unit does, then nginx in front of them.
 *
 * It stays up until Ctrl+C, then takes everything down (the database included).
 *
 *   --test        runs the deployment's journey (e2e/deploy/) against it, then takes it down;
 *                 the exit code is the journey's
 *   --from-clone  builds from a fresh clone of HEAD (`npm ci && npm run build`) rather than from
 *                 this checkout: what a release machine does
 *   --built       takes this checkout's builds as they are, without `npm run build` (CI, where
 *                 `npm test` has just built every app of the checkout, and Nx's cache is skipped)
 *
 * Ports: DEPLOY_LOCAL_PORT (default 4400) is the shell's origin; the API processes take +11 and
 * +12, the remotes +21, +22, … in the remote list's order. PostgreSQL: DEPLOY_DATABASE_SERVER
 * (default postgres://postgres@127.0.0.1:5432/postgres). nginx: NGINX (default /usr/sbin/nginx).
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { REMOTES, run } from './deploy-cli.mjs';
import { fillTemplate, writeNginxConfig } from './nginx-config.mjs';
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
  api: [basePort + 11, basePort + 12],
  remotes: Object.fromEntries(REMOTES.map(({ name }, index) => [name, basePort + 21 + index])),
};
const databaseServer =
  process.env.DEPLOY_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const nginxBinary = process.env.NGINX ?? '/usr/sbin/nginx';

const started = Date.now();
const say = (text) => process.stdout.write(`${text}\n`);
const step = (message) =>
  say(`[deploy:local ${((Date.now() - started) / 1000).toFixed(0)} s] ${message}`);

const deployRoot = await mkdtemp(join(tmpdir(), 'marketplace-deploy-local-'));
// nginx's workers run as another user: they must read the published files.
await chmod(deployRoot, 0o755);
const children = [];
let database;

async function takeDown() {
  for (const child of children.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  if (database) psql(`drop database if exists ${database} with (force)`);
  await rm(deployRoot, { recursive: true, force: true });
}

function psql(statement) {
  run('psql', ['--quiet', '--no-psqlrc', '-d', databaseServer, '-c', statement], deployRoot);
}

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

/** The API's release, with its production dependencies only: no Nx, no bundler. */
async function installApiRelease(source, app) {
  step(`packaging the API release in ${app}`);
  await packageApiRelease(source, app);
  step('npm ci --omit=dev in the release (production dependencies only)');
  run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], app);
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
    PUBLIC_URL: `http://127.0.0.1:${ports.shell}`,
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(deployRoot, 'data'),
    TRUST_PROXY: '1',
    // A fresh database with the demo accounts, for the journey and for a look around.
    SEED_DEMO: 'true',
    ...Object.fromEntries(
      REMOTES.map(({ name }) => [
        `REMOTE_${name.toUpperCase()}_URL`,
        `http://127.0.0.1:${ports.remotes[name]}/mf-manifest.json`,
      ]),
    ),
  };
}

function startApiProcess(app, env, port) {
  const log = join(deployRoot, 'logs', `api-${port}.log`);
  const child = spawn('sh', ['-c', `exec node api/dist/main.js >> "${log}" 2>&1`], {
    cwd: app,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

async function deploy() {
  const source = buildSource();
  const app = join(deployRoot, 'app');
  await installApiRelease(source, app);

  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: source,
    encoding: 'utf8',
  });
  for (const { name, folder } of REMOTES) {
    const version = releaseVersion(commit.stdout.trim());
    await publishRemote(deployRoot, name, join(source, folder, 'dist'), version);
    step(`published ${name} ${version}`);
  }

  database = `deploy_local_${randomBytes(4).toString('hex')}`;
  psql(`create database ${database}`);
  const databaseUrl = new URL(databaseServer);
  databaseUrl.pathname = `/${database}`;
  const env = apiEnvironment(databaseUrl.toString());
  step(`npm run migrate on ${database}`);
  run('node', ['api/dist/cli/migrate.js'], app, { PATH: process.env.PATH, ...env });

  await mkdir(join(deployRoot, 'logs'), { recursive: true });
  const apis = ports.api.map((port) => startApiProcess(app, env, port));
  await Promise.all(
    apis.map((child, index) =>
      waitUntilReady(
        `http://127.0.0.1:${ports.api[index]}/api/health/ready`,
        child,
        `API ${ports.api[index]}`,
      ),
    ),
  );
  step(`API processes ready on ${ports.api.join(', ')} (logs in ${deployRoot}/logs)`);

  const remoteTemplate = await readFile(join(checkout, 'deploy/nginx/remote-origin.conf'), 'utf8');
  const nginxConfig = await writeNginxConfig({
    folder: join(deployRoot, 'nginx'),
    shellPort: ports.shell,
    apiPorts: ports.api,
    app,
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
  children.push(nginx);
  const url = `http://127.0.0.1:${ports.shell}`;
  await waitUntilReady(`${url}/api/health/ready`, nginx, 'nginx');
  step(`the marketplace is up behind nginx at ${url}`);
  say(
    [
      `  remotes: ${REMOTES.map(({ name }) => `${name} http://127.0.0.1:${ports.remotes[name]}`).join(', ')}`,
      `  DEPLOY_ROOT=${deployRoot}`,
      `  a remote's release: DEPLOY_ROOT=${deployRoot} npm run release:remote -- <remote>`,
      `  its rollback:       DEPLOY_ROOT=${deployRoot} npm run rollback:remote -- <remote>`,
    ].join('\n'),
  );
  return { url, app, apis };
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
  const { url, app, apis } = await deploy();
  if (options.test) {
    step('running the deployment journey (e2e/deploy/)');
    const journey = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.deploy.config.ts'], {
      cwd: join(checkout, 'e2e'),
      stdio: 'inherit',
      env: {
        ...process.env,
        DEPLOY_URL: url,
        DEPLOY_ROOT: deployRoot,
        DEPLOY_APP: app,
        DEPLOY_API_PROCESSES: JSON.stringify(
          apis.map((child, index) => ({
            pid: child.pid,
            origin: `http://127.0.0.1:${ports.api[index]}`,
          })),
        ),
        DEPLOY_REMOTE_ORIGINS: JSON.stringify(
          Object.fromEntries(
            Object.entries(ports.remotes).map(([name, port]) => [name, `http://127.0.0.1:${port}`]),
          ),
        ),
      },
    });
    exitCode = journey.status ?? 1;
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
