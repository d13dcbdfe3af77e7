import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { orders } from '../../db/schema';
import { requireRole } from '../auth/require-role';
import { NotFoundError } from '../errors';
import { isUuid } from '../ids';
import { refuse, succeed, type Result } from '../result';
import { BANK_TRANSFER_PROVIDER, lockBankOrder, payBankOrder } from './pay-bank-order';

/** Roles that handle money (orders, refunds). */
export const MONEY_ROLES = ['ADMIN', 'ADMINM'] as const;

/**
 * An admin saw the order's full amount arrive on the account: the order is paid (and its
 * service starts). Twice, or at once from two tabs, pays it once; the second is `alreadyPaid`.
 */
export async function markBankTransferReceived(
  ctx: RequestContext,
  input: { orderId: string },
): Promise<Result<{ orderId: string }, 'alreadyPaid' | 'notPayable'>> {
  requireRole(ctx, MONEY_ROLES, 'mark a bank transfer received');
  if (!isUuid(input.orderId)) throw new NotFoundError('Order');
  return ctx.db.transaction(async (tx) => {
    const order = await lockBankOrder(tx, eq(orders.id, input.orderId));
    if (!order) throw new NotFoundError('Order');
    const outcome = await payBankOrder(ctx, tx, order, {
      providerRef: `${BANK_TRANSFER_PROVIDER}:manual:${order.id}`,
      amount: order.amount,
      currency: order.currency,
      actor: 'admin',
    });
    return outcome === 'paid' ? succeed({ orderId: order.id }) : refuse(outcome);
  });
}
