import { randomUUID } from 'node:crypto';
import { env } from '@/env';
import { getPathname } from '@/i18n/paths';
import { payments } from '../../db/schema';
import type { RequestContext } from '../../context';
import { refuse, succeed, type Result } from '../result';
import { getOwnOrderOrThrow, type OwnOrder } from './payable-order';
import { getPaymentProvider } from './payment-provider';

/** Why an order cannot be paid now (`Errors.<code>`). */
export const PAYMENT_REFUSALS = [
  'orderAlreadyPaid',
  'orderNotPayable',
  'reservationExpired',
] as const;
export type PaymentRefusal = (typeof PAYMENT_REFUSALS)[number];

/** Why an own order cannot be paid now; null when it can. */
export function whyNotPayable(found: OwnOrder, now: Date): PaymentRefusal | null {
  if (found.order.status === 'paid') return 'orderAlreadyPaid';
  if (found.order.status !== 'pending') return 'orderNotPayable';
  const { reservation } = found;
  if (reservation) {
    if (reservation.status !== 'awaiting_payment') return 'orderNotPayable';
    if (!reservation.expiresAt || reservation.expiresAt <= now) return 'reservationExpired';
  }
  return null;
}

/**
 * Opens the provider's card page for the viewer's pending order: one new payment attempt,
 * whose outcome comes back by webhook and on the browser's return. Card data never reaches
 * this server.
 */
export async function startCardPayment(
  ctx: RequestContext,
  input: { orderId: string },
): Promise<Result<{ paymentId: string; redirectUrl: string }, PaymentRefusal>> {
  const found = await getOwnOrderOrThrow(ctx, ctx.db, input.orderId);
  const reason = whyNotPayable(found, ctx.now());
  if (reason) return refuse(reason);
  const { order, listing, kennel } = found;
  const provider = getPaymentProvider(ctx.db);
  const paymentId = randomUUID();
  const page = (route: '/payment-completed/[id]' | '/card-payment/[id]') =>
    `${env.SITE_URL}${getPathname(route, { id: order.id }, ctx.locale)}`;
  const checkout = await provider.createCheckout({
    paymentId,
    amount: order.amount,
    currency: order.currency,
    description: listing && kennel ? `${listing.title} · ${kennel.name}` : order.type,
    locale: ctx.locale,
    expiresAt: found.reservation?.expiresAt ?? undefined,
    customerEmail: found.payerEmail,
    returnUrl: page('/payment-completed/[id]'),
    cancelUrl: page('/card-payment/[id]'),
  });
  await ctx.db.insert(payments).values({
    id: paymentId,
    orderId: order.id,
    provider: provider.name,
    providerRef: checkout.providerRef,
    amount: order.amount,
    currency: order.currency,
  });
  return succeed({ paymentId, redirectUrl: checkout.redirectUrl });
}
