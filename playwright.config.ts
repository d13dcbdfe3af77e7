import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT, E2E_SERVER_ENV } from './tests/e2e/fixtures/server-env';

const PORT = E2E_PORT;
const DATA_DIR = E2E_DATA_DIR;
// `npm test` builds once before the suites (the multi-process tests run on that build too).
const BUILD = process.env.E2E_REUSE_BUILD === 'true' ? '' : 'next build && ';

// Browser tests run Debian's Chromium against the production build with its own demo data.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: ['./tests/e2e/fixtures/mail-catcher.ts', './tests/e2e/fixtures/fake-registry.ts'],
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
  // A loaded two-core CI machine renders a page in 2–4 s; a test of ten navigations needs room.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace of every test took a sixth of the suite's time on two cores (4.7 against
    // 3.9 min on a sample); CI keeps the trace of a failed test's retry.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      // Debian's headless shell: the same engine without the desktop browser's UI, a fifth
      // less CPU per test than `chromium --headless` (measured on the two-core machine).
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // One test site on 127.0.0.1: isolating it gains nothing and costs processes.
        // (Playwright passes its own --disable-features list, which a second one would replace.)
        '--disable-site-isolation-trials',
        '--disable-renderer-backgrounding',
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
    command: `rm -rf ${DATA_DIR} && tsx --conditions=react-server scripts/prepare-data.ts && ${BUILD}tsx scripts/serve.ts -p ${PORT}`,
    url: `http://127.0.0.1:${PORT}/en`,
    // Seeding and a build on a busy two-core machine can take several minutes.
    timeout: BUILD ? 900_000 : 240_000,
    reuseExistingServer: !process.env.CI,
    env: E2E_SERVER_ENV,
  },
});
