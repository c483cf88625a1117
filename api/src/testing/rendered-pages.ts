/** The API serving the real builds of the apps, and pages as a crawler or a visitor gets them. */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebModule } from '../web/web.module.js';
import { type TestContext, createTestContext } from './test-app.js';

/** The repository's own builds of the shell and the storefront (Nx builds them before this suite). */
export const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));

/** The apps whose pages are public; the seller's and admin's remotes are not. */
export const PUBLIC_APPS = ['shell', 'mfe-storefront'];
/** Every app: only with all of them does the server know an address is no page at all. */
export const EVERY_APP = [...PUBLIC_APPS, 'mfe-seller', 'mfe-admin'];

/** A web root holding copies of the real builds of `apps`, so a test may break one. */
function copyOfBuilds(apps = PUBLIC_APPS): string {
  const webRoot = mkdtempSync(join(tmpdir(), 'marketplace-ssr-'));
  for (const folder of apps) {
    cpSync(join(REPOSITORY, folder, 'dist'), join(webRoot, folder, 'dist'), { recursive: true });
  }
  return webRoot;
}

/**
 * These suites look at what a render produces, so a request waits for it however slow the
 * machine; the production wait (SERVER_RENDER_WAIT_MS) has its own test (render-fallbacks).
 */
export const WAIT_FOR_EVERY_RENDER = { SERVER_RENDER_WAIT_MS: '20000' };

async function listen(app: NestFastifyApplication): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}

/**
 * Server renders so far in `turn` that ended with `outcome`, from the process's metrics (served
 * with METRICS_TOKEN `token`).
 */
export async function serverRendersCounted(
  base: string,
  token: string,
  turn: 'renewal' | 'visitor' | 'crawler',
  outcome: 'rendered' | 'unchanged' = 'rendered',
): Promise<number> {
  const response = await fetch(`${base}/api/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const line = new RegExp(
    `^server_render_duration_seconds_count\\{turn="${turn}",outcome="${outcome}"\\} (\\d+)$`,
    'm',
  ).exec(await response.text());
  return Number(line?.[1] ?? 0);
}

/** A visitor who has been here before: a cookie, so no waiting for renders past the budget. */
export const VISITOR = { cookie: 'returning=1' };

/**
 * A page as a crawler gets it: one request, no browser, no script run, no cookie. `headers`: a
 * visitor's (one who has been here before sends a cookie).
 */
export async function pageAt(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html', ...headers } });
  const html = await response.text();
  const root =
    /<div id="root">([\s\S]*)<\/div>(?:<script data-src=[\s\S]*?<\/script>)?<\/body>/.exec(
      html,
    )?.[1] ?? '';
  return {
    status: response.status,
    html,
    root,
    contentSecurityPolicy: response.headers.get('content-security-policy') ?? '',
  };
}

/** A page's bytes as sent, not decoded (fetch would decompress them). */
export function rawPageAt(base: string, path: string, acceptEncoding?: string) {
  return new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>(
    (resolve, reject) => {
      const headers = {
        accept: 'text/html',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      };
      request(`${base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            encoding: response.headers['content-encoding'],
            vary: response.headers.vary,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

/**
 * The app, for the enclosing `describe`, on a copy of the builds that `alter` may break first;
 * its fields are set once the suite's first hook has run.
 */
export function servedFromCopiedBuilds(
  databaseUrl: string | undefined,
  env: Record<string, string>,
  alter: (webRoot: string) => void = () => undefined,
  apps = PUBLIC_APPS,
) {
  const served = {} as { ctx: TestContext; base: string; webRoot: string };
  beforeAll(async () => {
    served.webRoot = copyOfBuilds(apps);
    alter(served.webRoot);
    served.ctx = await createTestContext(databaseUrl, { WEB_ROOT: served.webRoot, ...env });
    served.base = await listen(served.ctx.app);
    // The home page renders as the server starts, holding the one render slot meanwhile.
    await served.ctx.app.get(WebModule).homePageRendered;
    // Starting a database and loading every container takes a while on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await served.ctx?.close();
    rmSync(served.webRoot, { recursive: true, force: true });
  });
  return served;
}
