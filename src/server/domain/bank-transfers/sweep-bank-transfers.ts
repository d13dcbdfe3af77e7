import { and, eq, isNull, lte } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { orders } from '../../db/schema';
import { ORDER_MACHINE } from '../payments/order-states';
import { enqueueBankTransferEmail } from './bank-transfer-mail';
import { BANK_TRANSFER_EXPIRY_DAYS, BANK_TRANSFER_REMINDER_DAYS } from './bank-transfer-details';

const DAY_MS = 86_400_000;
const BATCH = 200;

const unpaidBankOrdersBefore = (cutoff: Date) =>
  and(
    eq(orders.method, 'bank_transfer'),
    eq(orders.status, 'pending'),
    lte(orders.createdAt, cutoff),
  );

/**
 * Reminds each buyer once whose bank transfer has not arrived BANK_TRANSFER_REMINDER_DAYS after
 * the order (orders.bank_reminded_at is the "once", claimed in the same update as the e-mail).
 */
export async function remindUnpaidBankTransfers(ctx: RequestContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - BANK_TRANSFER_REMINDER_DAYS * DAY_MS);
  return ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .update(orders)
      .set({ bankRemindedAt: ctx.now() })
      .where(and(unpaidBankOrdersBefore(cutoff), isNull(orders.bankRemindedAt)))
      .returning();
    for (const order of claimed) {
      if (order.bankReference) {
        await enqueueBankTransferEmail(tx, 'bankTransferReminder', {
          ...order,
          bankReference: order.bankReference,
        });
      }
    }
    return claimed.length;
  });
}

/**
 * Expires every bank-transfer order still unpaid BANK_TRANSFER_EXPIRY_DAYS after it was made
 * (pending → expired through the order machine) and tells its buyer. Money arriving later is
 * flagged for an admin by the statement import, never applied.
 */
export async function expireUnpaidBankTransfers(ctx: RequestContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - BANK_TRANSFER_EXPIRY_DAYS * DAY_MS);
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(orders)
      .where(unpaidBankOrdersBefore(cutoff))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const order of due) {
      const [expired] = await tx
        .update(orders)
        .set({
          status: ORDER_MACHINE.transition(order.status, 'expire', 'system'),
          updatedAt: ctx.now(),
        })
        .where(eq(orders.id, order.id))
        .returning();
      if (expired?.bankReference) {
        await enqueueBankTransferEmail(tx, 'bankTransferExpired', {
          ...expired,
          bankReference: expired.bankReference,
        });
      }
    }
    return due.length;
  });
}
