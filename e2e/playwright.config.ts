import { defineConfig, devices } from '@playwright/test';

const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A test walks whole pages through a production server; with a second suite on the same two
  // cores a page or an accessibility audit takes several times as long (the keyboard checkout with
  // its three audits took over 90 s), so the limits are there to stop a hang, not to judge speed
  // (the bench does that). Tests set their own only when they are longer than this.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: '../reports/e2e.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // An Italian shopper: on the Italian store in Italian, no store suggestion pops up.
    locale: 'it-IT',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
        '--no-first-run',
      ],
    },
  },
});
