import path from 'node:path';
import { env } from '@/env';
import { renderEmail } from '@/emails/render-email';
import type { EmailJob } from '../domain/jobs/enqueue-job';
import { invoiceAttachment } from '../domain/invoices/invoice-attachment';
import { createRequestContext, type RequestContext } from '../context';
import { createMailer, type Mailer } from '../integrations/mail/mailer';

const OUTBOX_DIR = path.join(env.DATA_DIR, 'outbox');
/** Digests the hourly sweep sends at once over SMTP (on PostgreSQL, one connection each). */
export const DIGEST_CONCURRENCY = 4;

let mailer: Mailer | undefined;

/** The configured mailer: SMTP when SMTP_URL is set, else the local outbox. */
export function getMailer(): Mailer {
  mailer ??= createMailer({ smtpUrl: env.SMTP_URL, outboxDir: OUTBOX_DIR, from: env.MAIL_FROM });
  return mailer;
}

/** Renders and sends one queued e-mail. */
export async function deliverEmail(
  job: EmailJob,
  via: Pick<Mailer, 'send'> = getMailer(),
  ctx: RequestContext = createRequestContext(),
): Promise<void> {
  const rendered = await renderEmail(job);
  // A paid-service e-mail carries its invoice, rendered as it is sent.
  const invoice = job.values.invoiceId ? await invoiceAttachment(ctx, job.values.invoiceId) : null;
  if (invoice) rendered.attachments = [...(rendered.attachments ?? []), invoice];
  const headers: Record<string, string> = {};
  if (job.unsubscribeUrl) {
    headers['List-Unsubscribe'] = `<${job.oneClickUrl ?? job.unsubscribeUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  await via.send({ to: job.to, ...rendered, headers });
}
