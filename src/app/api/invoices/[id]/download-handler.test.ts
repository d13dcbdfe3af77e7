import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '@/server/context';
import type { DatabaseHandle } from '@/server/db/client';
import { issueCreditNote } from '@/server/domain/invoices/issue-credit-note';
import { issueInvoice } from '@/server/domain/invoices/issue-invoice';
import { createTestViewer } from '../../../../../tests/support/factories';
import {
  createPaidServiceOrder,
  TEST_PERIOD,
  testInvoiceBuyer,
} from '../../../../../tests/support/invoice-factories';
import { pdfText } from '../../../../../tests/support/pdf-text';
import { ok } from '../../../../../tests/support/results';
import { createTestContext } from '../../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../../tests/support/test-database';
import { createInvoiceDownloadHandler } from './download-handler';

let handle: DatabaseHandle;
let owner: Viewer;
let invoiceId: string;
let invoiceNumber: string;
let creditNoteId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  const created = await createPaidServiceOrder(handle, { locale: 'hu' });
  owner = created.owner;
  const ctx = createTestContext(handle);
  const { invoice } = ok(
    await issueInvoice(ctx, { order: created.order, buyer: testInvoiceBuyer(), ...TEST_PERIOD }),
  );
  invoiceId = invoice.id;
  invoiceNumber = invoice.number;
  creditNoteId = ok(await issueCreditNote(ctx, { orderId: invoice.orderId, amount: 100_000 }))
    .creditNote.id;
});
afterAll(() => handle.close());

async function download(viewer: Viewer | null, id: string) {
  const GET = createInvoiceDownloadHandler({
    viewerOf: async () => viewer,
    contextFor: (who) => createTestContext(handle, { viewer: who }),
  });
  return GET(new Request(`http://localhost:3000/api/invoices/${id}`), {
    params: Promise.resolve({ id }),
  });
}

describe('GET /api/invoices/<id>', () => {
  it('gives the order’s owner the PDF, named after its number', async () => {
    const response = await download(owner, invoiceId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${invoiceNumber}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Számla');
    expect(text).toContain(invoiceNumber);
  });

  it('gives the owner the credit note too', async () => {
    const response = await download(owner, creditNoteId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="CN-\d{4}-\d{6}\.pdf"/);
  });

  it.each(['ADMIN', 'ADMINM'] as const)('gives %s any invoice', async (role) => {
    const admin = await createTestViewer(handle, role);
    expect((await download(admin, invoiceId)).status).toBe(200);
  });

  it.each(['USER', 'ADMINV'] as const)('answers 404 to another %s', async (role) => {
    const other = await createTestViewer(handle, role);
    const response = await download(other, invoiceId);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toBe('application/pdf');
  });

  it('answers 404 to an ADMINM signed in without the second factor', async () => {
    const admin = await createTestViewer(handle, 'ADMINM', { twoFactorEnabled: false });
    expect((await download(admin, invoiceId)).status).toBe(404);
  });

  it('answers 404 to a signed-out visitor', async () => {
    expect((await download(null, invoiceId)).status).toBe(404);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id', "1' OR '1'='1"])(
    'answers 404 to the owner for the unknown id %s',
    async (id) => {
      expect((await download(owner, id)).status).toBe(404);
    },
  );
});
