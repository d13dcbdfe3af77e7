import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { bankStatementEntries, orders } from '../../db/schema';
import { requireRole } from '../auth/require-role';
import { NotFoundError } from '../errors';
import { isUuid } from '../ids';
import { refuse, succeed, type Result } from '../result';
import { MONEY_ROLES } from './mark-bank-transfer-received';
import { BANK_TRANSFER_PROVIDER, lockBankOrder, payBankOrder } from './pay-bank-order';
import { STATEMENT_ENTRY_MACHINE } from './statement-entry-states';

export type ResolveStatementEntryCode =
  'noteRequired' | 'orderRequired' | 'alreadyResolved' | 'alreadyPaid' | 'notPayable';

/**
 * An admin settles a flagged statement entry with a note saying why: `apply` counts its money as
 * the payment of a pending bank-transfer order (through the same path as an exact match);
 * `dismiss` leaves it to be settled outside the site. Anything refused changes nothing.
 */
export async function resolveStatementEntry(
  ctx: RequestContext,
  input: { entryId: string; action: 'apply' | 'dismiss'; orderId?: string; note: string },
): Promise<Result<{ entryId: string }, ResolveStatementEntryCode>> {
  const admin = requireRole(ctx, MONEY_ROLES, 'resolve a bank statement entry');
  if (!isUuid(input.entryId)) throw new NotFoundError('Statement entry');
  const note = input.note.trim().slice(0, 1000);
  if (note.length < 3) return refuse('noteRequired');
  const orderId = input.orderId?.trim() || undefined;
  if (input.action === 'apply' && !isUuid(orderId)) return refuse('orderRequired');
  return ctx.db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(bankStatementEntries)
      .where(eq(bankStatementEntries.id, input.entryId))
      .for('update');
    if (!entry) throw new NotFoundError('Statement entry');
    if (!STATEMENT_ENTRY_MACHINE.can(entry.status, input.action, 'admin')) {
      return refuse('alreadyResolved');
    }
    if (input.action === 'apply') {
      const order = await lockBankOrder(tx, eq(orders.id, orderId!));
      if (!order) throw new NotFoundError('Order');
      const outcome = await payBankOrder(ctx, tx, order, {
        providerRef: `${BANK_TRANSFER_PROVIDER}:${entry.entryRef}`,
        amount: entry.amount,
        currency: entry.currency,
        actor: 'admin',
      });
      if (outcome !== 'paid') return refuse(outcome);
    }
    await tx
      .update(bankStatementEntries)
      .set({
        status: STATEMENT_ENTRY_MACHINE.transition(entry.status, input.action, 'admin'),
        orderId: input.action === 'apply' ? orderId : entry.orderId,
        note,
        resolvedBy: admin.id,
        resolvedAt: ctx.now(),
      })
      .where(eq(bankStatementEntries.id, entry.id));
    return succeed({ entryId: entry.id });
  });
}
