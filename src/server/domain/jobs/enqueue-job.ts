import { jobs } from '../../db/schema';
import type { Executor } from '../../db/client';

/** Kinds of e-mail the job runner renders (templates in src/emails, texts under `Emails.`). */
export type EmailKind =
  'verifyEmail' | 'resetPassword' | 'confirmNewEmail' | 'emailChangedNotice' | 'newsletterConfirm';

export interface EmailJob {
  kind: EmailKind;
  to: string;
  locale: string;
  /** Values the message texts interpolate, e.g. { name, url }. */
  values: Record<string, string>;
  /** One-click unsubscribe address for newsletter mail. */
  unsubscribeUrl?: string;
  /** Where mail clients POST a one-click unsubscribe (RFC 8058); defaults to unsubscribeUrl. */
  oneClickUrl?: string;
}

export type JobPayloads = { email: EmailJob };

/**
 * Queues durable work in the caller's transaction, so it happens only if the transaction
 * commits; the runner delivers it at least once.
 */
export async function enqueueJob<T extends keyof JobPayloads>(
  db: Executor,
  type: T,
  payload: JobPayloads[T],
  runAt?: Date,
): Promise<void> {
  await db.insert(jobs).values({ type, payload, ...(runAt ? { runAt } : {}) });
}
