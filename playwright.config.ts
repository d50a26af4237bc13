import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = `.e2e-data/${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Waits, not speed targets: on a slow 2-core CI machine, with two workers recording traces, a page of
  // the built app took up to 4.5 s to open and some long scenarios neared 30 s, so CI waits twice as long.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 12_000 : 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    // Recording a trace slows every action; CI records one when a failed test runs again.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ${dataDir} && node dist/node/server/server.js`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Where the browser reaches the app: reset and feed links start with it (without it they would say localhost).
      PUBLIC_URL: baseURL,
      SQLITE_PATH: `${dataDir}/eventry.db`,
      LOG_LEVEL: 'warn',
      // The end-to-end tests sign many users up and in from one address, and some get passwords wrong on purpose.
      SIGN_IN_RATE_LIMIT: '1000',
      SIGN_UP_RATE_LIMIT: '1000',
      SIGN_IN_FAILURES_BEFORE_DELAY: '1000',
      PASSWORD_RESET_RATE_LIMIT: '1000',
      // Reset e-mails are written here as .eml files; e2e/auth/password-reset.spec.ts reads the links from them.
      MAIL_OUTBOX: `${dataDir}/outbox`,
      // Reminders planned now ("Send reminders now") are sent within seconds, not the default minute.
      REMINDER_TICK_SECONDS: '5',
    },
  },
});
