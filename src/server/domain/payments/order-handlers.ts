import type { orders } from '../../db/schema';
import type { RequestContext } from '../../context';

export type Order = typeof orders.$inferSelect;

/** What an order's type does when its money arrives, fails or goes back (inside the transaction). */
export interface OrderHandler {
  onPaid?(ctx: RequestContext, order: Order): Promise<void>;
  onFailed?(ctx: RequestContext, order: Order): Promise<void>;
  onRefunded?(ctx: RequestContext, order: Order): Promise<void>;
}

const handlers = new Map<Order['type'], OrderHandler>();

/**
 * Each area that sells something registers what its order type does (reservations the deposit,
 * the paid services their plans), so payments never imports the areas above it. Registrations
 * are made once per process by `src/server/order-handlers.ts`.
 */
export function registerOrderHandler(type: Order['type'], handler: OrderHandler): void {
  handlers.set(type, handler);
}

/** The handler of an order type; an order type nobody registered fails loudly, never silently. */
export function orderHandlerFor(type: Order['type']): OrderHandler {
  const handler = handlers.get(type);
  if (!handler) throw new Error(`No order handler registered for ${type}`);
  return handler;
}
