import { and, eq } from 'drizzle-orm';
import { env } from '@/env';
import { isLocale, type Locale } from '@/i18n/locales';
import type { RequestContext } from '../../context';
import { invoices, orders, users, type InvoiceBuyer } from '../../db/schema';
import { refuse, succeed } from '../result';
import { configuredSeller } from './invoice-seller';
import { allocateInvoiceNumber, invoiceYear } from './invoice-number';
import { splitGross, vatTreatment } from './vat-treatment';

export type Invoice = typeof invoices.$inferSelect;
type Order = typeof orders.$inferSelect;

/** Order types that are our own services (a reservation deposit is the breeder's money). */
const INVOICED_TYPES = new Set<Order['type']>([
  'breeder_profile',
  'upcoming_litters',
  'puppy_match',
]);

/**
 * Issues the invoice of a paid service order, in the order owner's language, with the next
 * number of the year. Idempotent: an order that already has its invoice gets that one back.
 * Call it inside the paying transaction (`ctx.db` a transaction) so the number is taken only
 * if the payment commits.
 */
export async function issueInvoice(
  ctx: RequestContext,
  input: { order: Pick<Order, 'id'>; buyer: InvoiceBuyer; periodStart: Date; periodEnd: Date },
) {
  return ctx.db.transaction(async (tx) => {
    // Locking the order makes two concurrent calls for it wait for each other.
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, input.order.id))
      .for('update');
    if (!order) return refuse('NOT_FOUND');
    if (!INVOICED_TYPES.has(order.type)) return refuse('notInvoiceable');
    if (order.status !== 'paid') return refuse('orderNotPaid');
    const [existing] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
    if (existing) return succeed({ invoice: existing, isNew: false });

    const seller = configuredSeller(env);
    const treatment = vatTreatment({ seller, buyer: input.buyer });
    const { net, vat } = splitGross(order.amount, treatment.rateBasisPoints, order.currency);
    const [owner] = await tx
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, order.userId));
    const locale: Locale = isLocale(owner?.locale) ? owner.locale : 'en';
    const issuedAt = ctx.now();
    const year = invoiceYear(issuedAt);
    const { sequence, number } = await allocateInvoiceNumber(tx, 'invoice', year);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        kind: 'invoice',
        number,
        year,
        sequence,
        orderId: order.id,
        buyer: { ...input.buyer, countryCode: input.buyer.countryCode.toUpperCase() },
        seller,
        service: order.type,
        planMonths: order.planMonths,
        periodStart: input.periodStart,
        periodEnd: input.periodEnd,
        net,
        vat,
        gross: order.amount,
        currency: order.currency,
        vatRate: treatment.rateBasisPoints,
        vatTreatment: treatment.kind,
        locale,
        issuedAt,
      })
      .returning();
    return succeed({ invoice: invoice!, isNew: true });
  });
}
