import { INVOICE_ORDER_HANDLER } from './domain/invoices/invoice-order-handler';
import { registerOrderHandler, type OrderHandler } from './domain/payments/order-handlers';
import { PAID_SERVICES } from './domain/paid-services/catalogue';
import { SUBSCRIPTION_ORDER_HANDLER } from './domain/paid-services/subscription-order-handler';
import { DEPOSIT_ORDER_HANDLER } from './domain/reservations/deposit-order-handler';
import { WAITLIST_DEPOSIT_ORDER_HANDLER } from './domain/waitlist/waitlist-deposit-order-handler';

// The composition root of order types: payments stays below the areas that sell something.
registerOrderHandler('reservation_deposit', DEPOSIT_ORDER_HANDLER);
registerOrderHandler('waitlist_deposit', WAITLIST_DEPOSIT_ORDER_HANDLER);

/** A paid service gets its period first, then its invoice and e-mail (which read the period). */
const SERVICE_ORDER_HANDLER: OrderHandler = {
  async onPaid(ctx, order) {
    await SUBSCRIPTION_ORDER_HANDLER.onPaid!(ctx, order);
    await INVOICE_ORDER_HANDLER.onPaid!(ctx, order);
  },
  async onRefunded(ctx, order) {
    await SUBSCRIPTION_ORDER_HANDLER.onRefunded!(ctx, order);
    await INVOICE_ORDER_HANDLER.onRefunded!(ctx, order);
  },
};
for (const service of PAID_SERVICES) registerOrderHandler(service, SERVICE_ORDER_HANDLER);
