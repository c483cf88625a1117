import { SERVER_ENTRY_FILE } from '@marketplace/contracts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { captureLogs, createTestContext } from '../testing/test-app.js';
import { writeWebBuilds } from '../testing/web-builds.js';

/**
 * A development build has no server container: every page it serves is the empty shell the
 * browser fills in, which crawlers and link previews read as blank. The operator learns it from
 * the start-up log, not from a search ranking weeks later.
 */
describe('a server started on builds it cannot render with', () => {
  const warningsOf = async (webRoot: string) => {
    const logs = captureLogs();
    const ctx = await createTestContext(
      undefined,
      { WEB_ROOT: webRoot, LOG_LEVEL: 'warn' },
      { logDestination: logs.destination },
    );
    await ctx.close();
    return logs.lines.filter((line) => line.level === 40).map((line) => String(line.msg));
  };
  let webRoot: string;
  beforeEach(() => {
    webRoot = mkdtempSync(join(tmpdir(), 'marketplace-dev-builds-'));
    writeWebBuilds(webRoot);
  });
  afterEach(() => rmSync(webRoot, { recursive: true, force: true }));

  it('says at start which build lacks its server container and what to run', async () => {
    const warnings = await warningsOf(webRoot);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^The shell build in .*shell\/dist has no server\/remoteEntry\.cjs \(not a production build\?\): no page is rendered on the server\. Build it with `npm run build`$/,
        ),
        expect.stringMatching(/^The storefront build in .* no page of the storefront is rendered/),
      ]),
    );
  });

  it('says nothing of builds that hold their server container', async () => {
    for (const folder of ['shell', 'mfe-storefront']) {
      const entry = join(webRoot, folder, 'dist', SERVER_ENTRY_FILE);
      mkdirSync(dirname(entry), { recursive: true });
      writeFileSync(entry, 'module.exports = {};');
    }
    const warnings = await warningsOf(webRoot);
    expect(warnings.filter((warning) => warning.includes(SERVER_ENTRY_FILE))).toEqual([]);
  });
});
