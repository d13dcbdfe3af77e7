import { ORDER_STATUSES } from '../../domain/payments/order-states';
import { RESERVATION_STATUSES } from '../../domain/reservations/reservation-states';
import { getOwnOrderOrThrow } from '../../domain/payments/payable-order';
import { getPaymentResult } from '../../domain/payments/get-payment-result';
import { PAYMENT_REFUSALS, startCardPayment } from '../../domain/payments/start-card-payment';
import { cancelReservation } from '../../domain/reservations/cancel-reservation';
import { confirmPurchase, markSaleCompleted } from '../../domain/reservations/complete-reservation';
import {
  findBuyerReservations,
  findKennelReservations,
  type ReservationView,
} from '../../domain/reservations/find-reservations';
import { RESERVE_REFUSALS, reserveDog } from '../../domain/reservations/reserve-dog';
import { refusalUnion } from './refusal-union';
import { builder } from '../builder';
import { changingPublicLists } from '../context';
import { upperCaseEnum } from './listing-inputs';

type Order = Awaited<ReturnType<typeof getOwnOrderOrThrow>>;

const ReservationStatusEnum = upperCaseEnum('ReservationStatus', RESERVATION_STATUSES);
const OrderStatusEnum = upperCaseEnum('OrderStatus', ORDER_STATUSES);
const isoTime = (date: Date | null) => date?.toISOString() ?? null;

const ReservationType = builder.objectRef<ReservationView>('Reservation').implement({
  description: 'A buyer’s reservation of a puppy, as its buyer or the breeder sees it.',
  fields: (t) => ({
    id: t.exposeString('id'),
    status: t.field({ type: ReservationStatusEnum, resolve: (r) => r.status }),
    depositAmount: t.exposeFloat('depositAmount', {
      description: 'Whole minor units of `currency`.',
    }),
    currency: t.exposeString('currency'),
    expiresAt: t.string({
      nullable: true,
      description: 'Until when an unpaid reservation holds the dog (ISO 8601).',
      resolve: (r) => isoTime(r.expiresAt),
    }),
    breederCompletedAt: t.string({ nullable: true, resolve: (r) => isoTime(r.breederCompletedAt) }),
    buyerConfirmedAt: t.string({ nullable: true, resolve: (r) => isoTime(r.buyerConfirmedAt) }),
    orderId: t.exposeString('orderId', { nullable: true }),
    listingId: t.string({ resolve: (r) => r.listing.id }),
    listingTitle: t.string({ resolve: (r) => r.listing.title }),
    kennelName: t.string({ resolve: (r) => r.kennel.name }),
    buyerName: t.exposeString('buyerName'),
  }),
});

const OrderType = builder.objectRef<Order>('Order').implement({
  description: 'Something the viewer pays for: here a reservation deposit.',
  fields: (t) => ({
    id: t.string({ resolve: (o) => o.order.id }),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.order.status }),
    amount: t.float({ description: 'Whole minor units.', resolve: (o) => o.order.amount }),
    currency: t.string({ resolve: (o) => o.order.currency }),
    reservationId: t.string({ nullable: true, resolve: (o) => o.order.reservationId }),
    failureCode: t.string({
      nullable: true,
      description: 'Why the latest card attempt failed (PaymentFailures.<code>).',
      resolve: (o) => (o.payment?.status === 'failed' ? o.payment.failureCode : null),
    }),
  }),
});

const ReservationStartType = builder
  .objectRef<{ reservationId: string; orderId: string }>('ReservationStart')
  .implement({
    fields: (t) => ({
      reservationId: t.exposeString('reservationId'),
      orderId: t.exposeString('orderId'),
    }),
  });

const CardPaymentType = builder
  .objectRef<{ paymentId: string; redirectUrl: string }>('CardPayment')
  .implement({
    description: 'Send the payer to `redirectUrl`, the provider’s card page.',
    fields: (t) => ({
      paymentId: t.exposeString('paymentId'),
      redirectUrl: t.exposeString('redirectUrl'),
    }),
  });

const ReservationChangeType = builder
  .objectRef<{ reservationId: string }>('ReservationChange')
  .implement({ fields: (t) => ({ reservationId: t.exposeString('reservationId') }) });

const ReserveDogResult = refusalUnion('ReserveDog', ReservationStartType, RESERVE_REFUSALS);
const StartCardPaymentResult = refusalUnion('StartCardPayment', CardPaymentType, PAYMENT_REFUSALS);
const CancelReservationResult = refusalUnion('CancelReservation', ReservationChangeType, [
  'reservationTransitionRefused',
] as const);

const BuyerTabEnum = builder.enumType('BuyerReservationTab', {
  values: { RESERVED: { value: 'reserved' }, PURCHASED: { value: 'purchased' } } as const,
});

builder.queryFields((t) => ({
  myReservations: t.field({
    type: [ReservationType],
    description: 'The viewer’s reservations as a buyer: live and ended ones, or purchases.',
    args: { tab: t.arg({ type: BuyerTabEnum, required: true }) },
    resolve: (_root, { tab }, ctx) => findBuyerReservations(ctx, { tab }),
  }),
  kennelReservations: t.field({
    type: [ReservationType],
    description: 'Live reservations of the viewer’s puppies (as their breeder).',
    resolve: (_root, _args, ctx) => findKennelReservations(ctx),
  }),
  order: t.field({
    type: OrderType,
    description:
      'One of the viewer’s orders; asks the provider when the latest attempt has no outcome yet.',
    args: { id: t.arg.string({ required: true }) },
    resolve: (_root, { id }, ctx) => getPaymentResult(ctx, { orderId: id }),
  }),
}));

builder.mutationFields((t) => ({
  reserveDog: t.field({
    type: ReserveDogResult,
    description:
      'Holds an active puppy for 30 minutes behind a deposit order (verified buyers; one live reservation per dog).',
    args: { listingId: t.arg.string({ required: true }) },
    resolve: (_root, { listingId }, ctx) =>
      changingPublicLists(ctx, reserveDog(ctx, { listingId })),
  }),
  startCardPayment: t.field({
    type: StartCardPaymentResult,
    description: 'A new card attempt for the viewer’s pending order on the provider’s page.',
    args: { orderId: t.arg.string({ required: true }) },
    resolve: (_root, { orderId }, ctx) => startCardPayment(ctx, { orderId }),
  }),
  cancelReservation: t.field({
    type: CancelReservationResult,
    description:
      'By the buyer (the refund policy applies) or the breeder (a paid deposit is refunded in full).',
    args: { reservationId: t.arg.string({ required: true }) },
    resolve: (_root, { reservationId }, ctx) =>
      changingPublicLists(ctx, cancelReservation(ctx, { reservationId })),
  }),
  markSaleCompleted: t.field({
    type: ReservationChangeType,
    description: 'The breeder says the dog was handed over; the buyer is asked to confirm.',
    args: { reservationId: t.arg.string({ required: true }) },
    resolve: (_root, { reservationId }, ctx) => markSaleCompleted(ctx, { reservationId }),
  }),
  confirmPurchase: t.field({
    type: ReservationChangeType,
    description: 'The buyer confirms; the dog is sold and the buyer may review the breeder.',
    args: { reservationId: t.arg.string({ required: true }) },
    resolve: (_root, { reservationId }, ctx) =>
      changingPublicLists(ctx, confirmPurchase(ctx, { reservationId })),
  }),
}));
