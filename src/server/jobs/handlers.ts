import path from 'node:path';
import { env } from '@/env';
import { renderEmail } from '@/emails/render-email';
import type { EmailJob, RefundJob, SandboxWebhookJob } from '../domain/jobs/enqueue-job';
import { createRequestContext } from '../context';
import { purgeRateLimits } from '../domain/accounts/purge-rate-limits';
import { pruneFinishedJobs } from '../domain/jobs/prune-finished-jobs';
import { expireListings } from '../domain/listings/expire-listings';
import { reconcilePayments } from '../domain/payments/reconcile-payments';
import { refundPayment } from '../domain/payments/refund-payment';
import { deliverSandboxWebhook } from '../domain/payments/sandbox-checkout';
import { expireReservations } from '../domain/reservations/expire-reservations';
import { createMailer, type Mailer } from '../integrations/mail/mailer';
import type { JobPolicy } from './job-policy';
import type { JobHandler } from './job-runner';
import type { PeriodicTask } from './job-schedules';

const OUTBOX_DIR = path.join(env.DATA_DIR, 'outbox');

let mailer: Mailer | undefined;

/** The configured mailer: SMTP when SMTP_URL is set, else the local outbox. */
function getMailer(): Mailer {
  mailer ??= createMailer({ smtpUrl: env.SMTP_URL, outboxDir: OUTBOX_DIR, from: env.MAIL_FROM });
  return mailer;
}

/** Renders and sends one queued e-mail. */
export async function deliverEmail(job: EmailJob, via: Mailer = getMailer()): Promise<void> {
  const rendered = await renderEmail(job);
  const headers: Record<string, string> = {};
  if (job.unsubscribeUrl) {
    headers['List-Unsubscribe'] = `<${job.oneClickUrl ?? job.unsubscribeUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  await via.send({ to: job.to, ...rendered, headers });
}

export const JOB_HANDLERS: Record<string, JobHandler> = {
  email: (payload) => deliverEmail(payload as EmailJob),
  refund: (payload) => refundPayment(createRequestContext(), payload as RefundJob),
  sandboxWebhook: (payload) => deliverSandboxWebhook(payload as SandboxWebhookJob),
};

/** Limits per job type (unlisted types: 8 attempts, no cap on runs at once). */
export const JOB_POLICIES: Record<string, JobPolicy> = {
  // The provider's refund API is rate-limited per account, whichever process calls it.
  refund: { concurrency: 2 },
};

/** Each runs once per interval across all processes, as a job (see job-schedules.ts). */
export const PERIODIC_TASKS: PeriodicTask[] = [
  { name: 'expireListings', intervalMs: 10 * 60_000, run: expireListings },
  {
    name: 'reconcilePayments',
    intervalMs: 60_000,
    run: async (ctx) => {
      await reconcilePayments(ctx);
    },
  },
  {
    name: 'expireReservations',
    intervalMs: 60_000,
    run: async (ctx) => {
      await expireReservations(ctx);
    },
  },
  { name: 'pruneFinishedJobs', intervalMs: 24 * 3600_000, run: pruneFinishedJobs },
  { name: 'purgeRateLimits', intervalMs: 15 * 60_000, run: purgeRateLimits },
];
