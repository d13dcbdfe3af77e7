import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { createTestViewer } from '../../../../tests/support/factories';
import {
  createPaidServiceOrder,
  TEST_PERIOD,
  testInvoiceBuyer,
} from '../../../../tests/support/invoice-factories';
import { ok } from '../../../../tests/support/results';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import { findInvoicesForUser } from './find-invoices-for-user';
import { issueCreditNote } from './issue-credit-note';
import { issueInvoice } from './issue-invoice';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const at = (iso: string) => createTestContext(handle, { now: new Date(iso) });

describe('findInvoicesForUser', () => {
  it('lists the viewer’s own invoices and credit notes, newest first, and nobody else’s', async () => {
    const first = await createPaidServiceOrder(handle, { amount: 2_990, currency: 'EUR' });
    const owner = first.owner;
    const second = await createPaidServiceOrder(handle, { owner, type: 'puppy_match' });
    await createPaidServiceOrder(handle).then(({ order }) =>
      issueInvoice(at('2026-04-01T00:00:00Z'), {
        order,
        buyer: testInvoiceBuyer(),
        ...TEST_PERIOD,
      }),
    );
    const a = ok(
      await issueInvoice(at('2026-01-10T00:00:00Z'), {
        order: first.order,
        buyer: testInvoiceBuyer(),
        ...TEST_PERIOD,
      }),
    ).invoice;
    const b = ok(
      await issueInvoice(at('2026-02-10T00:00:00Z'), {
        order: second.order,
        buyer: testInvoiceBuyer(),
        ...TEST_PERIOD,
      }),
    ).invoice;
    const note = ok(
      await issueCreditNote(at('2026-03-10T00:00:00Z'), { orderId: first.order.id, amount: 990 }),
    ).creditNote;

    const listed = await findInvoicesForUser(createTestContext(handle, { viewer: owner }));
    expect(listed.map((i) => i.id)).toEqual([note.id, b.id, a.id]);
    expect(listed[0]).toEqual({
      id: note.id,
      kind: 'credit_note',
      number: note.number,
      service: 'breeder_profile',
      gross: 990,
      currency: 'EUR',
      issuedAt: new Date('2026-03-10T00:00:00Z'),
    });
  });

  it('is empty for a signed-out visitor and for someone without orders', async () => {
    expect(await findInvoicesForUser(createTestContext(handle))).toEqual([]);
    const stranger = await createTestViewer(handle);
    expect(await findInvoicesForUser(createTestContext(handle, { viewer: stranger }))).toEqual([]);
  });
});
