import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestComplaint } from '../../../../tests/support/complaint-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { ADMIN_COMPLAINTS_PAGE_SIZE, findComplaintsForAdmin } from './find-complaints-for-admin';

let handle: DatabaseHandle;
const as = (viewer: Viewer | null) => createTestContext(handle, { viewer });
let open: Awaited<ReturnType<typeof createTestComplaint>>;
let resolved: Awaited<ReturnType<typeof createTestComplaint>>;

beforeAll(async () => {
  handle = await createTestDatabase();
  open = await createTestComplaint(handle, { status: 'open' });
  resolved = await createTestComplaint(handle, { status: 'resolved' });
});
afterAll(() => handle.close());

describe('findComplaintsForAdmin', () => {
  it.each(['ADMIN', 'ADMINV'] as const)(
    'shows %s every complaint with its author',
    async (role) => {
      const page = await findComplaintsForAdmin(as(await createTestViewer(handle, role)), {});
      expect(page).toMatchObject({ total: 2, page: 1, pageSize: ADMIN_COMPLAINTS_PAGE_SIZE });
      expect(page.items.find((c) => c.id === open.complaint.id)).toMatchObject({
        status: 'open',
        author: { id: open.buyer.id, email: `${open.buyer.id}@example.test` },
        reservationStatus: 'completed',
        kennelSlug: open.kennel.slug,
        dogTitle: open.listing.title,
      });
    },
  );

  it('filters by state and pages', async () => {
    const staff = await createTestViewer(handle, 'ADMINV');
    const resolvedOnly = await findComplaintsForAdmin(as(staff), { status: 'resolved' });
    expect(resolvedOnly.items.map((c) => c.id)).toEqual([resolved.complaint.id]);
    expect(resolvedOnly.total).toBe(1);
    expect((await findComplaintsForAdmin(as(staff), { page: 2 })).items).toEqual([]);
    await expect(findComplaintsForAdmin(as(staff), { status: 'closed' })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });

  it('refuses everyone else', async () => {
    const cases: [Viewer | null, string][] = [
      [null, 'UNAUTHENTICATED'],
      [open.buyer, 'FORBIDDEN'],
      [open.breeder, 'FORBIDDEN'],
      [await createTestViewer(handle, 'ADMINM'), 'FORBIDDEN'],
      [await createTestViewer(handle, 'ADMINV', { twoFactorEnabled: false }), 'FORBIDDEN'],
    ];
    for (const [viewer, code] of cases) {
      await expect(findComplaintsForAdmin(as(viewer), {})).rejects.toMatchObject({ code });
    }
  });
});
