import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, orders } from '@/server/db/schema';
import type { EmailJob } from '@/server/domain/jobs/enqueue-job';
import type { OutgoingMail } from '@/server/integrations/mail/mailer';
import { deliverEmail } from '@/server/jobs/deliver-email';
import { createTestViewer } from '../../../../tests/support/factories';
import { queuedEmails } from '../../../../tests/support/payment-fixtures';
import { setUpSandboxCheckout } from '../../../../tests/support/sandbox-checkout';
import { buyByCard } from '../../../../tests/support/service-checkout';
import { INVOICE_ORDER_HANDLER } from './invoice-order-handler';

const bench = setUpSandboxCheckout();

const invoicesOf = (orderId: string, kind: 'invoice' | 'credit_note') =>
  bench.handle.db
    .select()
    .from(invoices)
    .where(
      kind === 'invoice'
        ? and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice'))
        : and(eq(invoices.orderId, orderId), eq(invoices.kind, 'credit_note')),
    );

describe('a paid service order for the books', () => {
  it('gets its invoice and an e-mail in the breeder’s language with the PDF attached', async () => {
    const breeder = await createTestViewer(bench.handle);
    const { orderId } = await buyByCard(bench, breeder, { months: 6, currency: 'EUR' });
    const [invoice] = await invoicesOf(orderId, 'invoice');
    const [order] = await bench.handle.db.select().from(orders).where(eq(orders.id, orderId));
    expect(invoice).toMatchObject({ gross: order!.amount, currency: 'EUR', planMonths: 6 });
    expect(invoice!.net + invoice!.vat).toBe(invoice!.gross);

    const mails = await queuedEmails(bench.handle, 'subscriptionPaid');
    const mail = mails.find((queued) => queued.values.invoiceId === invoice!.id);
    expect(mail?.values.url).toMatch(/\/profile\//);
    const sent: OutgoingMail[] = [];
    await deliverEmail(
      mail as unknown as EmailJob,
      {
        send: async (message) => {
          sent.push(message);
          return { messageId: 'test' };
        },
      },
      bench.ctxOf(),
    );
    const pdf = sent[0]!.attachments?.find((file) => file.contentType === 'application/pdf');
    expect(pdf?.filename).toContain(invoice!.number);
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a refund gets a credit note for the whole amount, once', async () => {
    const breeder = await createTestViewer(bench.handle);
    const { orderId } = await buyByCard(bench, breeder, { service: 'puppy_match' });
    const [order] = await bench.handle.db.select().from(orders).where(eq(orders.id, orderId));
    await INVOICE_ORDER_HANDLER.onRefunded!(bench.ctxOf(), order!);
    await INVOICE_ORDER_HANDLER.onRefunded!(bench.ctxOf(), order!);
    const notes = await invoicesOf(orderId, 'credit_note');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.gross).toBe(order!.amount);
  });
});
