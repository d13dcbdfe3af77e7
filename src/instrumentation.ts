// Runs once per server process: applies pending migrations (serialised across processes on
// PostgreSQL) and closes the database cleanly on SIGTERM/SIGINT, so PGlite needs no crash
// recovery at the next start (requires NEXT_MANUAL_SIG_HANDLE=true, set by `npm start`).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServerProcess } = await import('./server/process');
  await startServerProcess();
}
