// The contract's lint (`nx run @marketplace/api:contract`, part of `npm test`): writes the built
// API's OpenAPI document to a temporary file and lints it with Redocly's recommended rules
// (redocly.yaml); any error fails. Run from `api/` by npm or Nx, which put `redocly` on the PATH.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const folder = mkdtempSync(join(tmpdir(), 'marketplace-openapi-'));
const file = join(folder, 'openapi.json');
try {
  execFileSync(process.execPath, ['dist/cli/openapi.js', file], { stdio: 'inherit' });
  execFileSync('redocly', ['lint', '--config', 'redocly.yaml', file], {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
} catch (error) {
  // The failing command has printed its reasons; a command that could not start has not.
  if (error.status === null) console.error(error.message);
  process.exitCode = 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
