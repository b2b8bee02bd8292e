import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

// Browser tests against a running site at BASE_URL (scripts/test.mjs starts one; by hand:
// `npm start`, then `BASE_URL=http://127.0.0.1:3000 npx playwright test`).
//   desktop: every tests/e2e/**/*.spec.ts except *.mobile.spec.ts, in a 1366x900 Chrome
//   phone:   only *.mobile.spec.ts, as an iPhone 13 (its size, touch and user agent) in Chromium
// Playwright's own browsers cannot be downloaded here: Debian's Chromium is used when installed
// (CHROMIUM_PATH overrides; without either, Playwright's bundled Chromium).
process.env.NEXT_TELEMETRY_DISABLED = '1'

const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
}

const mobileSpec = /\.mobile\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: /\.spec\.ts$/,
  // One administrator session for the run, before any test (logins at one moment can cost each other theirs).
  globalSetup: './tests/e2e/support/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  workers: 2,
  // In CI a failed test runs once more, only to tell a flaky test from a broken one: a test that
  // passes on its retry is reported as flaky and still fails `npm test`, unless tests/known-flaky.txt
  // lists it with a reason (scripts/tooling/test-report.mjs). It never counts as passed.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    browserName: 'chromium',
    launchOptions,
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: mobileSpec,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 900 },
        browserName: 'chromium',
        launchOptions,
      },
    },
    {
      name: 'phone',
      testMatch: mobileSpec,
      use: {
        ...devices['iPhone 13'],
        browserName: 'chromium',
        defaultBrowserType: 'chromium',
        launchOptions,
      },
    },
  ],
})
