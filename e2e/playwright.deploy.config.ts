import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

/**
 * The deployment's journey (deploy/), against the nginx topology `npm run deploy:local --
 * --test` brings up and describes in DEPLOY_URL, DEPLOY_ROOT, DEPLOY_APP and
 * DEPLOY_REMOTE_ORIGINS. No global setup: the deployment is the server.
 */
export default defineConfig({
  ...journeys,
  testDir: './deploy',
  globalSetup: undefined,
  outputDir: './test-results/deploy',
});
