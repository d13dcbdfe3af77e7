import { eq } from 'drizzle-orm';
import type { MailAttachment } from '../../integrations/mail/mailer';
import type { RequestContext } from '../../context';
import { invoices } from '../../db/schema';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf';

/**
 * The PDF of an invoice or credit note as a nodemailer attachment, for the e-mail that tells
 * its buyer the order is paid (or refunded). Null for an unknown id. The caller sends it only
 * to the order's owner: there is no viewer here.
 */
export async function invoiceAttachment(
  ctx: RequestContext,
  invoiceId: string,
): Promise<MailAttachment | null> {
  const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) return null;
  return {
    filename: invoiceFileName(invoice),
    content: await renderInvoicePdf(ctx, invoice),
    contentType: 'application/pdf',
  };
}
