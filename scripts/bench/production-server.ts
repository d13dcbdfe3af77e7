// The production build on loopback over a database of its own, for the page benchmarks.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Fills `dataDir` once with `seedArgs` for scripts/seed.ts (or the demo data of
 * scripts/prepare-data.ts when none), builds when .next has no build, starts
 * the production server (scripts/serve.ts) and waits for the home page. `stop()` ends the server's process group.
 */
export async function startProductionServer(options: {
  port: number;
  dataDir: string;
  seedArgs?: string[];
}): Promise<{ base: string; stop(): void }> {
  const { port, dataDir, seedArgs } = options;
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: 'localhost',
    PORT: String(port),
  };
  if (!existsSync(`${dataDir}/pglite`)) {
    console.log(`filling ${dataDir} (once)…`);
    const script = seedArgs ? ['scripts/seed.ts', ...seedArgs] : ['scripts/prepare-data.ts'];
    const seeded = spawnSync('npx', ['tsx', '--conditions=react-server', ...script], {
      stdio: 'inherit',
      env,
    });
    if (seeded.status !== 0) throw new Error(`filling ${dataDir} failed`);
  }
  // The build prerenders the home pages from the database it is given.
  if (!existsSync('.next/BUILD_ID')) {
    execFileSync('npx', ['next', 'build'], { stdio: 'inherit', env });
  }
  const server = spawn('npx', ['tsx', 'scripts/serve.ts', '-H', 'localhost', '-p', String(port)], {
    env,
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => process.kill(-server.pid!, 'SIGTERM');
  for (let attempt = 0; ; attempt++) {
    const ok = await fetch(`${base}/en`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { base, stop };
    if (attempt > 120) {
      stop();
      throw new Error('the server did not start within 60 s');
    }
    await sleep(500);
  }
}
