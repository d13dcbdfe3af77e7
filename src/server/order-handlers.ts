import { registerOrderHandler } from './domain/payments/order-handlers';
import { DEPOSIT_ORDER_HANDLER } from './domain/reservations/deposit-order-handler';

// The composition root of order types: payments stays below the areas that sell something.
registerOrderHandler('reservation_deposit', DEPOSIT_ORDER_HANDLER);
