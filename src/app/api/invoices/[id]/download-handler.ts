import type { RequestContext, Viewer } from '@/server/context';
import { findInvoiceForViewer } from '@/server/domain/invoices/find-invoice-for-viewer';
import { invoiceFileName, renderInvoicePdf } from '@/server/domain/invoices/invoice-pdf';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * GET an invoice or credit note as a PDF: for its order's owner and ADMIN/ADMINM (the domain
 * decides); anyone else, signed out included, gets the same 404 as for an unknown id.
 */
export function createInvoiceDownloadHandler(options: {
  viewerOf(request: Request): Promise<Viewer | null>;
  contextFor(viewer: Viewer | null): RequestContext;
}) {
  return async function GET(
    request: Request,
    { params }: { params: Promise<{ id: string }> },
  ): Promise<Response> {
    const { id } = await params;
    const ctx = options.contextFor(await options.viewerOf(request));
    const invoice = await findInvoiceForViewer(ctx, { invoiceId: id });
    if (!invoice) return new Response('Not found', { status: 404, headers: PRIVATE });
    const pdf = await renderInvoicePdf(ctx, invoice);
    return new Response(new Uint8Array(pdf), {
      headers: {
        ...PRIVATE,
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${invoiceFileName(invoice)}"`,
        'Content-Length': String(pdf.length),
      },
    });
  };
}
