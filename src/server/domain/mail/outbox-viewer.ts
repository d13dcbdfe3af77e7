import path from 'node:path';
import { env } from '@/env';
import { listOutbox, readOutboxEntry } from '../../integrations/mail/outbox';

const OUTBOX_DIR = path.join(env.DATA_DIR, 'outbox');

/** The local outbox is readable only when mail is not really sent and the viewer is switched on. */
export function isOutboxViewerEnabled(): boolean {
  return env.OUTBOX_VIEWER && !env.SMTP_URL;
}

/** Newest outbox messages, or null when the viewer is off. */
export async function findOutboxMessages() {
  return isOutboxViewerEnabled() ? listOutbox(OUTBOX_DIR) : null;
}

export async function findOutboxMessage(id: string) {
  return isOutboxViewerEnabled() ? readOutboxEntry(OUTBOX_DIR, id) : null;
}
