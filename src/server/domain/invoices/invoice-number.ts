import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceCounters } from '../../db/schema';

export type InvoiceSeries = 'invoice' | 'credit_note';

const SERIES_PREFIX: Record<InvoiceSeries, string> = { invoice: '', credit_note: 'CN-' };

/** `2026-000123` for invoices, `CN-2026-000007` for credit notes. */
export function formatInvoiceNumber(series: InvoiceSeries, year: number, sequence: number) {
  return `${SERIES_PREFIX[series]}${year}-${String(sequence).padStart(6, '0')}`;
}

/** The year an invoice issued at this instant is numbered in (UTC, see docs/decisions.md). */
export const invoiceYear = (issuedAt: Date) => issuedAt.getUTCFullYear();

/**
 * Takes the next number of a series and year. Must run inside the transaction that writes the
 * invoice: the counter row stays locked until it commits (later payments wait), and a rollback
 * gives the number back, so the series has no gaps.
 */
export async function allocateInvoiceNumber(
  tx: Executor,
  series: InvoiceSeries,
  year: number,
): Promise<{ sequence: number; number: string }> {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  const sequence = counter!.lastNumber;
  return { sequence, number: formatInvoiceNumber(series, year, sequence) };
}
