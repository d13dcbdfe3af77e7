import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { invoices, orders } from '../../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Admins who may read invoices: the full admin and the money admin (see decisions: ADMINM).
const INVOICE_READERS = new Set(['ADMIN', 'ADMINM']);

/**
 * An invoice or credit note the viewer may read: their own order's, or any for ADMIN and
 * ADMINM (from a session opened with their second factor, as every admin act). Null otherwise, the same as for an id that does not exist, so an invoice's
 * existence is not given away.
 */
export async function findInvoiceForViewer(ctx: RequestContext, input: { invoiceId: string }) {
  const viewer = ctx.viewer;
  if (!viewer || !UUID.test(input.invoiceId)) return null;
  const [row] = await ctx.db
    .select({ invoice: invoices, ownerId: orders.userId })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, input.invoiceId));
  if (!row) return null;
  const isReader = INVOICE_READERS.has(viewer.role) && viewer.twoFactorEnabled;
  if (row.ownerId !== viewer.id && !isReader) return null;
  return row.invoice;
}
