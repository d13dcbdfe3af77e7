import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { orders } from '../../db/schema';
import { requireViewer } from '../auth/require-role';
import { NotFoundError } from '../errors';
import { isUuid } from '../ids';
import { refuse, succeed, type Result } from '../result';
import { enqueueBankTransferEmail } from './bank-transfer-mail';
import { bankTransferDetails, type BankTransferDetails } from './bank-transfer-details';
import { newCreditorReference } from './creditor-reference';

type Order = typeof orders.$inferSelect;
export type PrepareBankTransferCode = 'notBankTransfer';

/**
 * The transfer details of the viewer's own bank-transfer order (anyone else's is NOT_FOUND).
 * The first call gives the order its unique RF creditor reference and e-mails the instructions;
 * later calls keep the reference and send nothing, so the page may call it on every visit.
 */
export async function prepareBankTransfer(
  ctx: RequestContext,
  input: { orderId: string },
): Promise<Result<{ order: Order; details: BankTransferDetails | null }, PrepareBankTransferCode>> {
  const viewer = requireViewer(ctx);
  if (!isUuid(input.orderId)) throw new NotFoundError('Order');
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.userId, viewer.id)))
      .for('update');
    if (!order) throw new NotFoundError('Order');
    if (order.method !== 'bank_transfer') return refuse('notBankTransfer');
    if (order.bankReference) {
      return succeed({
        order,
        details: bankTransferDetails({ ...order, bankReference: order.bankReference }),
      });
    }
    // An order that is no longer pending gets no reference: nobody should pay it now.
    if (order.status !== 'pending') return succeed({ order, details: null });
    const bankReference = await unusedReference(tx);
    const [updated] = await tx
      .update(orders)
      .set({ bankReference, updatedAt: ctx.now() })
      .where(eq(orders.id, order.id))
      .returning();
    const prepared = { ...updated!, bankReference };
    await enqueueBankTransferEmail(tx, 'bankTransferInstructions', prepared);
    return succeed({ order: prepared, details: bankTransferDetails(prepared) });
  });
}

/** A reference no order has (the unique index stays the guarantee against a race). */
async function unusedReference(tx: RequestContext['db']): Promise<string> {
  for (;;) {
    const reference = newCreditorReference();
    const [taken] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.bankReference, reference));
    if (!taken) return reference;
  }
}
