import { eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/load-messages';
import { isLocale } from '@/i18n/locales';
import type { RequestContext } from '../../context';
import { invoices } from '../../db/schema';
import { renderPdf } from '../../integrations/pdf/render-pdf';
import { invoiceDocument, type InvoiceTranslate } from './invoice-document';

type Invoice = typeof invoices.$inferSelect;

/** The file name a download or attachment carries: the number, prefixed on invoices. */
export const invoiceFileName = (invoice: Pick<Invoice, 'kind' | 'number'>) =>
  invoice.kind === 'invoice' ? `invoice-${invoice.number}.pdf` : `${invoice.number}.pdf`;

/**
 * Renders an issued invoice or credit note as a PDF in the language it was issued in (the
 * buyer's), from its stored copies only, so the same document comes out every time.
 */
export async function renderInvoicePdf(ctx: RequestContext, invoice: Invoice): Promise<Buffer> {
  const locale = isLocale(invoice.locale) ? invoice.locale : 'en';
  const messages = await loadMessages(locale);
  const translator = createTranslator({ locale, messages, namespace: 'InvoicePdf' });
  const t: InvoiceTranslate = (key, values) => translator(key as never, values as never);
  let corrected: Pick<Invoice, 'number' | 'issuedAt'> | null = null;
  if (invoice.correctsInvoiceId) {
    [corrected = null] = await ctx.db
      .select({ number: invoices.number, issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(eq(invoices.id, invoice.correctsInvoiceId));
  }
  return renderPdf(invoiceDocument({ invoice: { ...invoice, locale }, corrected, t }));
}
