import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxEntry } from './mailer';

/** Messages in the local outbox, newest first. */
export async function listOutbox(outboxDir: string, limit = 100): Promise<OutboxEntry[]> {
  let files: string[];
  try {
    files = await readdir(outboxDir);
  } catch {
    return [];
  }
  const summaries = files
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    summaries.map(
      async (file) => JSON.parse(await readFile(path.join(outboxDir, file), 'utf8')) as OutboxEntry,
    ),
  );
}

export async function readOutboxEntry(outboxDir: string, id: string): Promise<OutboxEntry | null> {
  if (!/^[\w-]+$/.test(id)) return null;
  try {
    return JSON.parse(await readFile(path.join(outboxDir, `${id}.json`), 'utf8')) as OutboxEntry;
  } catch {
    return null;
  }
}
