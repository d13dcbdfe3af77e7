import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { bankStatementEntries, orders } from '../../db/schema';
import { parseCamt053, type StatementEntry } from '../../integrations/bank/parse-camt053';
import { requireRole } from '../auth/require-role';
import { refuse, succeed, type Result } from '../result';
import { findCreditorReference, isCreditorReference } from './creditor-reference';
import { MONEY_ROLES } from './mark-bank-transfer-received';
import { BANK_TRANSFER_PROVIDER, lockBankOrder, payBankOrder } from './pay-bank-order';
import { STATEMENT_ENTRY_MACHINE } from './statement-entry-states';

/** Why a credit was not applied on import; an admin decides (resolve-statement-entry.ts). */
export type FlagReason =
  'unknownReference' | 'partial' | 'over' | 'wrongCurrency' | 'alreadyPaid' | 'notPayable';

export interface ImportedEntry {
  entryRef: string;
  amount: number;
  currency: string;
  reference: string | null;
  outcome: 'applied' | 'flagged' | 'duplicate';
  reason?: FlagReason;
  orderId?: string;
}

/** Largest statement accepted (a day's camt.053 of a small business is a few hundred kB). */
export const MAX_STATEMENT_BYTES = 5_000_000;

/**
 * Reads a camt.053 statement and settles each booked credit: the RF reference (structured, or
 * found in the free text) with the exact amount and currency pays its pending order; anything
 * else is recorded flagged for an admin, never applied silently. Every entry is recorded once by
 * its bank reference, so importing the same file or entry again changes nothing.
 */
export async function importBankStatement(
  ctx: RequestContext,
  input: { xml: string; fileName: string },
): Promise<Result<{ entries: ImportedEntry[] }, 'notCamt053' | 'noCredits'>> {
  requireRole(ctx, MONEY_ROLES, 'import a bank statement');
  if (input.xml.length > MAX_STATEMENT_BYTES) return refuse('notCamt053');
  const parsed = parseCamt053(input.xml);
  if (!parsed) return refuse('notCamt053');
  const credits = parsed.filter((entry) => entry.isCredit && entry.isBooked);
  if (credits.length === 0) return refuse('noCredits');
  const fileName = input.fileName.slice(0, 200) || 'statement.xml';
  const entries: ImportedEntry[] = [];
  // One transaction per entry: a failure in one leaves the others settled and re-importable.
  for (const credit of credits) entries.push(await settleEntry(ctx, credit, fileName));
  return succeed({ entries });
}

async function settleEntry(
  ctx: RequestContext,
  credit: StatementEntry,
  fileName: string,
): Promise<ImportedEntry> {
  const structured = credit.structuredReference?.replace(/\s+/g, '').toUpperCase() ?? null;
  const reference =
    structured && isCreditorReference(structured)
      ? structured
      : findCreditorReference(credit.remittance);
  const base = {
    entryRef: credit.entryRef,
    amount: credit.amount,
    currency: credit.currency,
    reference,
  };
  return ctx.db.transaction(async (tx) => {
    // The entry's row first: its unique bank reference admits each entry once, even at once.
    const [row] = await tx
      .insert(bankStatementEntries)
      .values({
        ...base,
        fileName,
        bookedOn: credit.bookedOn,
        debtorName: credit.debtorName?.slice(0, 200),
        remittance: credit.remittance?.slice(0, 500),
        status: 'flagged',
      })
      .onConflictDoNothing({ target: bankStatementEntries.entryRef })
      .returning({ id: bankStatementEntries.id });
    if (!row) return { ...base, outcome: 'duplicate' as const };
    const flag = async (reason: FlagReason, orderId?: string) => {
      await tx
        .update(bankStatementEntries)
        .set({ flagReason: reason, orderId })
        .where(eq(bankStatementEntries.id, row.id));
      return { ...base, outcome: 'flagged' as const, reason, orderId };
    };
    const order = reference ? await lockBankOrder(tx, eq(orders.bankReference, reference)) : null;
    if (!order) return flag('unknownReference');
    if (credit.currency !== order.currency) return flag('wrongCurrency', order.id);
    if (credit.amount < order.amount) return flag('partial', order.id);
    if (credit.amount > order.amount) return flag('over', order.id);
    const outcome = await payBankOrder(ctx, tx, order, {
      providerRef: `${BANK_TRANSFER_PROVIDER}:${credit.entryRef}`,
      amount: credit.amount,
      currency: credit.currency,
      actor: 'provider',
    });
    if (outcome !== 'paid') return flag(outcome, order.id);
    await tx
      .update(bankStatementEntries)
      .set({
        status: STATEMENT_ENTRY_MACHINE.transition('flagged', 'apply', 'provider'),
        orderId: order.id,
      })
      .where(eq(bankStatementEntries.id, row.id));
    return { ...base, outcome: 'applied' as const, orderId: order.id };
  });
}
