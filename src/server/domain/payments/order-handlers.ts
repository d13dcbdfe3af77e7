import type { orders } from '../../db/schema';
import type { RequestContext } from '../../context';
import { DEPOSIT_ORDER_HANDLER } from '../reservations/deposit-order-handler';

export type Order = typeof orders.$inferSelect;

/** What an order's type does when its money arrives, fails or goes back (inside the transaction). */
export interface OrderHandler {
  onPaid?(ctx: RequestContext, order: Order): Promise<void>;
  onFailed?(ctx: RequestContext, order: Order): Promise<void>;
  onRefunded?(ctx: RequestContext, order: Order): Promise<void>;
}

/** One entry per order type; the paid breeder services add theirs. */
export const ORDER_HANDLERS: Partial<Record<Order['type'], OrderHandler>> = {
  reservation_deposit: DEPOSIT_ORDER_HANDLER,
};
