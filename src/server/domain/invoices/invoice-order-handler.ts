import { eq } from 'drizzle-orm';
import { billingDetails, subscriptions, users } from '../../db/schema';
import type { RequestContext } from '../../context';
import { LOCALE_TAGS } from '@/i18n/locales';
import { accountLocale, enqueueEmailTo } from '../jobs/enqueue-email';
import type { Order, OrderHandler } from '../payments/order-handlers';
import { issueCreditNote } from './issue-credit-note';
import { issueInvoice } from './issue-invoice';

/**
 * What a paid service order does for the books, after the subscription handler has given it its
 * period (same transaction): the invoice is issued from the checkout's billing details and the
 * breeder gets the "service is active" e-mail with the PDF attached; a refund gets its credit
 * note for what the invoice still holds (an admin's partial refunds were credited as made). An invoice the rules refuse must not undo money that arrived, so a
 * refusal is reported and the payment stands.
 */
export const INVOICE_ORDER_HANDLER: OrderHandler = {
  async onPaid(ctx, order) {
    const [billing] = await ctx.db
      .select()
      .from(billingDetails)
      .where(eq(billingDetails.orderId, order.id));
    const [period] = await ctx.db
      .select({ startsAt: subscriptions.startsAt, endsAt: subscriptions.endsAt })
      .from(subscriptions)
      .where(eq(subscriptions.orderId, order.id));
    if (!period) return;
    let invoiceId: string | undefined;
    if (billing) {
      const issued = await issueInvoice(ctx, {
        order,
        buyer: {
          kind: billing.kind,
          name: billing.name,
          companyName: billing.companyName,
          vatNumber: billing.vatNumber,
          vatChecked: billing.vatChecked,
          addressLine: billing.addressLine,
          postcode: billing.postcode,
          city: billing.city,
          countryCode: billing.countryCode,
          email: billing.email,
        },
        periodStart: period.startsAt,
        periodEnd: period.endsAt,
      });
      if (issued.ok) invoiceId = issued.invoice.id;
      else console.error(`invoice for order ${order.id} refused: ${issued.code}`);
    }
    await mailPaid(ctx, order, period.endsAt, invoiceId);
  },
  async onRefunded(ctx, order) {
    const credited = await issueCreditNote(ctx, { orderId: order.id, amount: 'rest' });
    if (!credited.ok && credited.code !== 'invoiceMissing' && credited.code !== 'nothingToCredit') {
      console.error(`credit note for order ${order.id} refused: ${credited.code}`);
    }
  },
};

async function mailPaid(ctx: RequestContext, order: Order, endsAt: Date, invoiceId?: string) {
  const [owner] = await ctx.db
    .select({ name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!owner) return;
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[accountLocale(owner.locale)], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(endsAt);
  await enqueueEmailTo(
    ctx.db,
    'subscriptionPaid',
    owner,
    { route: '/profile/subscription' },
    { name: owner.name, service: order.type, date, ...(invoiceId ? { invoiceId } : {}) },
    { uniqueKey: `subscriptionPaid:${order.id}` },
  );
}
