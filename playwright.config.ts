import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.PORT || 3000);
// Parallel local runs (scripts/dev-e2e.sh) keep their artifacts apart.
const runName = process.env.NEXT_DIST_DIR ? process.env.NEXT_DIST_DIR.replace(/^\.+/, '') : '';

/**
 * End-to-end tests drive Debian's chromium (Playwright cannot download browsers here) against
 * the built export in out/ and the services emulator, both started by scripts/serve.ts.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // The same two workers everywhere: the suite's time budget (README, "Tests") is set for two cores,
  // and Playwright's own default (half the cores) gave one worker here unless CI was set.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  outputDir: runName ? `test-results/${runName}` : 'test-results',
  reporter: [
    ['list'],
    ['json', { outputFile: runName ? `test-reports/${runName}-e2e.json` : 'test-reports/e2e.json' }],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    // The test build has analytics and an A/B script configured (scripts/e2e-env.sh); every test
    // starts as a visitor who has refused both, except the consent tests, which start afresh.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${port}`,
          localStorage: [
            {
              name: 'quotient-consent',
              value: JSON.stringify({ analytics: false, experiments: false, at: 'e2e' }),
            },
          ],
        },
      ],
    },
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `tsx scripts/serve.ts`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(port),
      ...(process.env.EMULATOR_PORT ? { EMULATOR_PORT: process.env.EMULATOR_PORT } : {}),
    },
  },
});
