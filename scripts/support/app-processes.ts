// Several production app processes (scripts/serve.ts) on one PostgreSQL database, on loopback: the
// multi-process tests and `npm run bench:load` start them from the one production build.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './postgres';

/** The data directory the browser tests build from (playwright.config.ts). */
const BUILD_DATA_DIR = 'data/e2e';

/**
 * Reuses the production build in .next (the browser tests' build; `npm test` makes it once
 * before the suites), or makes it as they do: demo data in data/e2e, then `next build`.
 */
export function ensureProductionBuild(): void {
  if (existsSync('.next/BUILD_ID')) return;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: BUILD_DATA_DIR,
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  for (const [command, args] of [
    ['npx', ['tsx', '--conditions=react-server', 'scripts/prepare-data.ts']],
    ['npx', ['next', 'build']],
  ] as const) {
    const result = spawnSync(command, args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  }
}

export interface AppProcesses {
  /** Base URLs, one per process: http://127.0.0.1:<port>. */
  bases: string[];
  /** Resident memory of each process (its process group), in MB. */
  memoryMb(): number[];
  /** The last lines each process wrote (its errors, when a run goes wrong). */
  logTails(): string[];
  stop(): Promise<void>;
}

function groupMemoryMb(pid: number): number {
  const ps = spawnSync('ps', ['-o', 'rss=', '-g', String(pid)], { encoding: 'utf8' });
  const kb = ps.stdout.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0);
  return Math.round(kb / 1024);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid!, 'SIGTERM');
  return Promise.race([exited, sleep(10_000)]).then(() => undefined);
}

async function waitUntilServing(base: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${base} exited:\n${log()}`);
    const ok = await fetch(`${base}/api/auth/get-session`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${base} did not start within 60 s:\n${log()}`);
}

/**
 * Starts `count` processes of the production build on `databaseUrl` (each migrates it under the
 * advisory lock at start) and waits until all answer. `env` adds settings (AUTH_SECRET …).
 */
export async function startAppProcesses(options: {
  databaseUrl: string;
  count: number;
  env?: Record<string, string>;
}): Promise<AppProcesses> {
  ensureProductionBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'app-processes-'));
  const children: ChildProcess[] = [];
  const bases: string[] = [];
  const outputs: string[] = [];
  try {
    await Promise.all(
      Array.from({ length: options.count }, async (_, index) => {
        const port = await freePort();
        const base = `http://127.0.0.1:${port}`;
        let output = '';
        // `localhost`, not 127.0.0.1: Next builds request URLs on that name, and the proxy's
        // rewrites to another host would be forwarded over HTTP instead of served in place.
        // (scripts/serve.ts keeps connections longer than any balancer's idle timeout.)
        const child = spawn(
          'npx',
          ['tsx', 'scripts/serve.ts', '-p', String(port), '-H', 'localhost'],
          {
            env: {
              ...process.env,
              NODE_ENV: 'production',
              DATABASE_URL: options.databaseUrl,
              DATA_DIR: path.join(dataDir, String(index)),
              SITE_URL: base,
              NEXT_TELEMETRY_DISABLED: '1',
              ...options.env,
            },
            stdio: ['ignore', 'pipe', 'pipe'],
            detached: true,
          },
        );
        const keep = (chunk: Buffer) => {
          output = (output + chunk.toString()).slice(-4000);
          outputs[index] = output;
        };
        child.stdout!.on('data', keep);
        child.stderr!.on('data', keep);
        children.push(child);
        bases[index] = base;
        await waitUntilServing(base, child, () => output);
      }),
    );
  } catch (error) {
    await Promise.all(children.map(stopProcess));
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    bases,
    memoryMb: () => children.map((child) => groupMemoryMb(child.pid!)),
    logTails: () => bases.map((_, index) => outputs[index] ?? ''),
    async stop() {
      await Promise.all(children.map(stopProcess));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
