import { jobs } from '../../db/schema';
import type { Executor } from '../../db/client';

/** Kinds of e-mail the job runner renders (templates in src/emails, texts under `Emails.`). */
export type EmailKind =
  | 'verifyEmail'
  | 'resetPassword'
  | 'confirmNewEmail'
  | 'emailChangedNotice'
  | 'newsletterConfirm'
  | 'signInLink'
  | 'signUpAttempt'
  | 'signInFailures'
  // Buyer journey (texts under ReservationEmails, ReviewEmails, ComplaintEmails).
  | 'reservationPaid'
  | 'reservationReceived'
  | 'reservationCancelled'
  | 'reservationRefunded'
  | 'saleCompletedByBreeder'
  | 'purchaseCompleted'
  | 'reviewInvitation'
  | 'reviewReceived'
  | 'complaintReceived'
  | 'complaintUpdated';

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

/** Work for the payment provider outside any database transaction (see domain/payments). */
export interface RefundJob {
  /** The succeeded payment to give back in full. */
  paymentId: string;
}
export interface SandboxWebhookJob {
  /** The event body; signed afresh at each delivery attempt, as a provider does. */
  body: string;
}

export type JobPayloads = { email: EmailJob; refund: RefundJob; sandboxWebhook: SandboxWebhookJob };

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Enqueued once: a second job with the same key is not added (see job-schedules.ts). */
  uniqueKey?: string;
}

/**
 * Queues durable work in the caller's transaction, so it happens only if the transaction
 * commits; the runner delivers it at least once. False when `uniqueKey` was already taken.
 */
export async function enqueueJob<T extends keyof JobPayloads>(
  db: Executor,
  type: T,
  payload: JobPayloads[T],
  options: EnqueueOptions = {},
): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({ type, payload, ...options })
    .onConflictDoNothing({ target: jobs.uniqueKey })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}
