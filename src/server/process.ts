import { closeEventBus } from './context';
import { closeDatabase, getDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';

let stopping = false;

/** Prepares this app process and registers a clean shutdown. */
export async function startServerProcess(): Promise<void> {
  await migrateDatabase(getDatabase());
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      void Promise.allSettled([closeEventBus()])
        .then(() => closeDatabase())
        .finally(() => process.exit(0));
    });
  }
}
