import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  integrity?: string;
  link?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
};
const entries = Object.entries(lock.packages).filter(([path]) => path !== '');

/** The lockfile entry Node would load `name` from when required by the package at `from`. */
function resolve(from: string, name: string): LockEntry | undefined {
  let base = from;
  for (;;) {
    const entry = lock.packages[base ? `${base}/node_modules/${name}` : `node_modules/${name}`];
    if (entry) return entry;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

// `npm ci` installs exactly what the lockfile holds: a platform's native build that is not
// listed (a lockfile resolved where the registry lacked it) is missing on that platform.
describe('package-lock.json', () => {
  it('is a version 3 lockfile with an integrity hash for every package', () => {
    expect(lock.lockfileVersion).toBe(3);
    expect(
      entries.filter(([, entry]) => !entry.link && !entry.integrity).map(([path]) => path),
    ).toEqual([]);
  });

  it('lists every optional dependency of every package, for every platform', () => {
    const missing = entries.flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolve(path, name))
        .map((name) => `${path} → ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it.each([
    ['next', '@next/swc-', ['darwin-arm64', 'linux-x64-gnu', 'linux-arm64-musl', 'win32-x64-msvc']],
    ['@swc/core', '@swc/core-', ['darwin-arm64', 'linux-x64-gnu', 'win32-x64-msvc']],
    ['sharp', '@img/sharp-', ['darwin-arm64', 'linux-x64', 'linuxmusl-arm64', 'win32-x64']],
  ])('holds %s’s native builds for macOS, Linux (glibc, musl) and Windows', (_, prefix, builds) => {
    for (const build of builds) {
      const entry = lock.packages[`node_modules/${prefix}${build}`];
      expect(entry?.integrity, `${prefix}${build}`).toMatch(/^sha512-/);
    }
  });
});
