import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the production build, served by the real API on a free port with an
 * empty temporary database (support/global-setup.ts). Debian's Chromium drives them, since
 * Playwright's own browser downloads are not available here: its headless shell (package
 * chromium-headless-shell), the build Playwright itself runs headless, which took a quarter less
 * time than the full browser in headless mode on two cores.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export default defineConfig({
  testDir: './journeys',
  globalSetup: './support/global-setup.ts',
  outputDir: './test-results',
  // One worker: the journeys share one server and the machines running them have two cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // A trace films every journey to keep the failing one's film: a quarter of the journeys' time on
    // two cores. CI keeps no files, so there it records none; locally a failure keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? HEADLESS_SHELL,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
