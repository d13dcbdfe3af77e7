import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { bankStatementEntries, orders, users } from '../../db/schema';
import { requireRole } from '../auth/require-role';
import { MONEY_ROLES } from './mark-bank-transfer-received';

/**
 * What the admin's bank-transfer desk shows: pending bank-transfer orders with their references
 * (oldest first, the next to expire on top) and the statement entries flagged for a decision.
 */
export async function listBankTransferWork(ctx: RequestContext) {
  requireRole(ctx, MONEY_ROLES, 'see bank transfers');
  const [pending, flagged] = await Promise.all([
    ctx.db
      .select({
        id: orders.id,
        type: orders.type,
        amount: orders.amount,
        currency: orders.currency,
        reference: orders.bankReference,
        createdAt: orders.createdAt,
        buyerEmail: users.email,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(
        and(
          eq(orders.method, 'bank_transfer'),
          eq(orders.status, 'pending'),
          isNotNull(orders.bankReference),
        ),
      )
      .orderBy(asc(orders.createdAt))
      .limit(200),
    ctx.db
      .select()
      .from(bankStatementEntries)
      .where(eq(bankStatementEntries.status, 'flagged'))
      .orderBy(desc(bankStatementEntries.createdAt))
      .limit(200),
  ]);
  return { pending, flagged };
}
