import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

/**
 * The deployment's journey (deploy/), against the nginx topology `npm run deploy:local --
 * --test` brings up and describes in DEPLOY_* variables. No global setup: the deployment is the
 * server. Its certificate is its own, made for the loopback: the browser is told to accept it,
 * Node trusts it through NODE_EXTRA_CA_CERTS.
 */
export default defineConfig({
  ...journeys,
  testDir: './deploy',
  globalSetup: undefined,
  outputDir: './test-results/deploy',
  use: { ...journeys.use, ignoreHTTPSErrors: true },
});
