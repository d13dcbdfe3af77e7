// Runs once per server process: applies pending migrations (serialised across processes on
// PostgreSQL) and closes the database cleanly on SIGTERM/SIGINT, so PGlite needs no crash
// recovery at the next start (the server, scripts/serve.ts, leaves the signals to it).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServerProcess } = await import('./server/process');
  await startServerProcess();
}
