import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestComplaint } from '../../../../tests/support/complaint-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { findOwnComplaints } from './find-own-complaints';

let handle: DatabaseHandle;
const as = (viewer: Viewer | null) => createTestContext(handle, { viewer });

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('findOwnComplaints', () => {
  it('returns the viewer’s own complaints only, optionally about one dog', async () => {
    const buyer = await createTestViewer(handle);
    const first = await createTestComplaint(handle, { buyer });
    const second = await createTestComplaint(handle, { buyer, status: 'resolved' });
    const others = await createTestComplaint(handle);

    const all = await findOwnComplaints(as(buyer));
    expect(all.map((c) => c.id).sort()).toEqual([first.complaint.id, second.complaint.id].sort());
    expect(all.find((c) => c.id === second.complaint.id)).toMatchObject({
      status: 'resolved',
      resolution: 'Refunded.',
      dogTitle: second.listing.title,
      kennelName: second.kennel.name,
    });
    expect(
      (await findOwnComplaints(as(buyer), { listingId: first.listing.id })).map((c) => c.id),
    ).toEqual([first.complaint.id]);
    expect(await findOwnComplaints(as(buyer), { listingId: others.listing.id })).toEqual([]);
    expect(await findOwnComplaints(as(buyer), { listingId: 'bogus' })).toEqual([]);
  });

  it('shows staff and breeders nothing of other people’s complaints', async () => {
    const { breeder } = await createTestComplaint(handle);
    for (const viewer of [
      breeder,
      await createTestViewer(handle, 'ADMIN'),
      await createTestViewer(handle, 'ADMINV'),
    ]) {
      expect(await findOwnComplaints(as(viewer))).toEqual([]);
    }
    await expect(findOwnComplaints(as(null))).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
