import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestReservation } from '../../../../tests/support/buyer-factories';
import { createTestComplaint } from '../../../../tests/support/complaint-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { complaints, photos } from '../../db/schema';
import { getComplaintTarget } from './get-complaint-target';

let handle: DatabaseHandle;
const as = (viewer: Viewer | null) => createTestContext(handle, { viewer });

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('getComplaintTarget', () => {
  it('shows the buyer the dog, the kennel and that they may complain', async () => {
    const { buyer, listing, kennel } = await createTestReservation(handle, 'completed');
    expect(await getComplaintTarget(as(buyer), { listingId: listing.id })).toMatchObject({
      listing: {
        id: listing.id,
        title: listing.title,
        status: 'sold',
        isPublic: false,
        kennel: { name: kennel.name, slug: kennel.slug },
        cover: null,
      },
      reservationStatus: 'completed',
      blockedBy: null,
      complaints: [],
    });
  });

  it('lists the buyer’s complaints with photos, newest first, and blocks a second open one', async () => {
    const { buyer, listing, complaint, reservation } = await createTestComplaint(handle, {
      status: 'in_review',
      reservationStatus: 'deposited',
    });
    const [older] = await handle.db
      .insert(complaints)
      .values({
        reservationId: reservation.id,
        authorId: buyer.id,
        category: 'documents',
        description: 'The pedigree papers never arrived at all.',
        status: 'resolved',
        resolution: 'The kennel club sent them.',
        createdAt: new Date('2026-01-01T00:00:00Z'),
      })
      .returning();
    await handle.db.insert(photos).values({
      ownerId: buyer.id,
      kind: 'complaint',
      subjectId: complaint.id,
      width: 800,
      height: 600,
      bytes: 100,
      variants: [{ width: 800, height: 600, format: 'webp', key: 'photos/x/800.webp', bytes: 100 }],
    });
    const target = await getComplaintTarget(as(buyer), { listingId: listing.id });
    expect(target.listing.isPublic).toBe(true);
    expect(target.blockedBy).toBe('complaintAlreadyOpen');
    expect(target.complaints.map((c) => [c.id, c.status, c.photos.length, c.isOpen])).toEqual([
      [complaint.id, 'in_review', 1, true],
      [older!.id, 'resolved', 0, false],
    ]);
    expect(target.complaints[1]!.resolution).toBe('The kennel club sent them.');
    expect(target.complaints[0]).not.toHaveProperty('author');
  });

  it('lets an unconfirmed buyer look but not file', async () => {
    const { buyer, listing } = await createTestReservation(handle, 'deposited');
    const target = await getComplaintTarget(as({ ...buyer, emailVerified: false }), {
      listingId: listing.id,
    });
    expect(target.blockedBy).toBe('emailNotVerified');
  });

  it('refuses anyone without a paid, bought or cancelled reservation of the dog', async () => {
    const { listing, breeder } = await createTestReservation(handle, 'completed');
    const unpaid = await createTestReservation(handle, 'awaiting_payment');
    const cases: [Viewer | null, string, string][] = [
      [null, listing.id, 'UNAUTHENTICATED'],
      [await createTestViewer(handle), listing.id, 'FORBIDDEN'],
      [breeder, listing.id, 'FORBIDDEN'],
      [await createTestViewer(handle, 'ADMIN'), listing.id, 'FORBIDDEN'],
      [await createTestViewer(handle, 'ADMINV'), listing.id, 'FORBIDDEN'],
      [unpaid.buyer, unpaid.listing.id, 'FORBIDDEN'],
      [unpaid.buyer, '00000000-0000-4000-8000-000000000000', 'NOT_FOUND'],
      [unpaid.buyer, 'not-an-id', 'NOT_FOUND'],
    ];
    for (const [viewer, listingId, code] of cases) {
      await expect(getComplaintTarget(as(viewer), { listingId })).rejects.toMatchObject({ code });
    }
    await expect(
      getComplaintTarget(as(unpaid.buyer), { listingId: unpaid.listing.id }),
    ).rejects.toMatchObject({ fields: { form: 'complaintNotAllowed' } });
  });

  it('lets the buyer file again once their complaint is closed', async () => {
    const { buyer, listing, complaint } = await createTestComplaint(handle, { status: 'open' });
    expect((await getComplaintTarget(as(buyer), { listingId: listing.id })).blockedBy).toBe(
      'complaintAlreadyOpen',
    );
    await handle.db
      .update(complaints)
      .set({ status: 'rejected', resolution: 'No.' })
      .where(eq(complaints.id, complaint.id));
    expect((await getComplaintTarget(as(buyer), { listingId: listing.id })).blockedBy).toBeNull();
  });
});
