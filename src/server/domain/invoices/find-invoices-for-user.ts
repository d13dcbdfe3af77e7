import { desc, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { invoices, orders } from '../../db/schema';

/** One line of the profile's invoice list (what the list shows, nothing of the parties). */
export interface InvoiceSummary {
  id: string;
  kind: 'invoice' | 'credit_note';
  number: string;
  service: 'breeder_profile' | 'upcoming_litters' | 'puppy_match' | 'reservation_deposit';
  gross: number;
  currency: string;
  issuedAt: Date;
}

/** The signed-in viewer's invoices and credit notes, newest first; empty when signed out. */
export async function findInvoicesForUser(ctx: RequestContext): Promise<InvoiceSummary[]> {
  if (!ctx.viewer) return [];
  return ctx.db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      number: invoices.number,
      // Only paid services are invoiced (deposits are the breeder's money, not the site's).
      service: sql<InvoiceSummary['service']>`${invoices.service}`,
      gross: invoices.gross,
      currency: invoices.currency,
      issuedAt: invoices.issuedAt,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(orders.userId, ctx.viewer.id))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number));
}
