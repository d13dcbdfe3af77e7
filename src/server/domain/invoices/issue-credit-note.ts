import { and, eq, sum } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { invoices } from '../../db/schema';
import { refuse, succeed } from '../result';
import { allocateInvoiceNumber, invoiceYear } from './invoice-number';
import { splitGross } from './vat-treatment';

/**
 * Issues a credit note for money given back on an invoiced order: `amount` (gross, minor
 * units) is the whole or a part of what the invoice still holds, never more (`'rest'`: all
 * that remains, refused as `nothingToCredit` when nothing does). It copies the
 * invoice's parties, line and VAT rate; crediting all that remains credits the exact net and
 * VAT left, so an order credited in parts nets to zero.
 */
export async function issueCreditNote(
  ctx: RequestContext,
  input: { orderId: string; amount: number | 'rest' },
) {
  if (input.amount !== 'rest' && (!Number.isSafeInteger(input.amount) || input.amount <= 0)) {
    return refuse('creditAmountInvalid');
  }
  return ctx.db.transaction(async (tx) => {
    // Locking the invoice orders concurrent credit notes, so two cannot both take the rest.
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, input.orderId), eq(invoices.kind, 'invoice')))
      .for('update');
    if (!invoice) return refuse('invoiceMissing');
    const [credited] = await tx
      .select({
        gross: sum(invoices.gross).mapWith(Number),
        net: sum(invoices.net).mapWith(Number),
      })
      .from(invoices)
      .where(eq(invoices.correctsInvoiceId, invoice.id));
    const creditedGross = credited?.gross ?? 0;
    const creditedNet = credited?.net ?? 0;
    const remaining = invoice.gross - creditedGross;
    const amount = input.amount === 'rest' ? remaining : input.amount;
    if (amount === 0) return refuse('nothingToCredit');
    if (amount > remaining) return refuse('creditTooLarge');
    const isRest = amount === remaining;
    const net = isRest
      ? invoice.net - creditedNet
      : splitGross(amount, invoice.vatRate, invoice.currency).net;
    const issuedAt = ctx.now();
    const year = invoiceYear(issuedAt);
    const { sequence, number } = await allocateInvoiceNumber(tx, 'credit_note', year);
    const [creditNote] = await tx
      .insert(invoices)
      .values({
        kind: 'credit_note',
        number,
        year,
        sequence,
        orderId: invoice.orderId,
        correctsInvoiceId: invoice.id,
        buyer: invoice.buyer,
        seller: invoice.seller,
        service: invoice.service,
        planMonths: invoice.planMonths,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        net,
        vat: amount - net,
        gross: amount,
        currency: invoice.currency,
        vatRate: invoice.vatRate,
        vatTreatment: invoice.vatTreatment,
        locale: invoice.locale,
        issuedAt,
      })
      .returning();
    return succeed({ creditNote: creditNote!, remaining: remaining - amount });
  });
}
