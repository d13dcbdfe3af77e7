import { defineConfig, devices } from '@playwright/test';
import { SMTP_PORT } from './tests/e2e/fixtures/mail-catcher';

const PORT = 3100;
const DATA_DIR = 'data/e2e';
// `npm test` builds once before the suites (the multi-process tests run on that build too).
const BUILD = process.env.E2E_REUSE_BUILD === 'true' ? '' : 'next build && ';

// Browser tests run Debian's Chromium against the production build with its own demo data.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/fixtures/mail-catcher.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.test-reports/playwright.json' },
    ],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@phone-only/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && tsx --conditions=react-server scripts/prepare-data.ts && ${BUILD}next start -p ${PORT}`,
    url: `http://127.0.0.1:${PORT}/en`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    env: {
      DATA_DIR,
      SITE_URL: `http://127.0.0.1:${PORT}`,
      NEXT_MANUAL_SIG_HANDLE: 'true',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      AUTH_SECRET: 'e2e-secret-that-is-long-enough-for-the-tests',
      BLOG_URL: 'https://blog.example.org/',
      MESSENGER_URLS: JSON.stringify({
        hu: 'https://m.me/example.hu',
        '*': 'https://m.me/example',
      }),
    },
  },
});
