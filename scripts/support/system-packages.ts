// Debian packages the test suite needs (a PostgreSQL server, Chromium and its headless shell,
// fonts). On a fresh machine where we are root they are installed; otherwise their absence is
// reported.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const PACKAGES = ['postgresql', 'chromium', 'chromium-headless-shell', 'fonts-noto-core'];

export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.length ? `${root}/${versions[0]}/bin` : null;
}

/** The browser tests' Chromium (playwright.config.ts); Lighthouse runs the full browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';

export function ensureSystemPackages(): void {
  if (postgresBinDir() && existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing Debian packages; install them with: sudo apt-get install -y ${PACKAGES.join(' ')}`,
    );
  }
  console.log(`Installing Debian packages: ${PACKAGES.join(', ')}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const result = spawnSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES],
    {
      stdio: 'inherit',
      env,
    },
  );
  if (result.status !== 0) throw new Error('apt-get install failed');
}
