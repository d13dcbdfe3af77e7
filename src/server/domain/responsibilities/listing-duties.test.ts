import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPuppy } from '../../../../tests/support/buyer-factories';
import { attachTestPhoto } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { draftsToComplete, listingsToRenew } from './listing-duties';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const NOW = new Date('2026-11-25T12:00:00Z');
const ctx = () => createTestContext(handle, { now: NOW });
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

describe('listingsToRenew', () => {
  it('lists active ads expiring within 7 days, due when they expire', async () => {
    const soon = await createTestPuppy(handle, { expiresAt: inDays(3) });
    const owner = soon.breeder;
    expect(await listingsToRenew(ctx(), owner)).toEqual([
      {
        kind: 'renewListing',
        id: `renewListing:${soon.listing.id}`,
        dueAt: inDays(3),
        subject: soon.listing.title,
        href: { route: '/my-listings/active' },
      },
    ]);
  });

  it('leaves out ads with time left, reserved ads and other kennels’ ads', async () => {
    const later = await createTestPuppy(handle, { expiresAt: inDays(8) });
    const reserved = await createTestPuppy(handle, { status: 'reserved', expiresAt: inDays(1) });
    expect(await listingsToRenew(ctx(), later.breeder)).toEqual([]);
    expect(await listingsToRenew(ctx(), reserved.breeder)).toEqual([]);
    await createTestPuppy(handle, { expiresAt: inDays(1) });
    expect(await listingsToRenew(ctx(), later.breeder)).toEqual([]);
  });
});

describe('draftsToComplete', () => {
  it('lists a dog draft without a photo, with no deadline, linking to its editor', async () => {
    const draft = await createTestPuppy(handle, { status: 'draft', publishedAt: null });
    expect(await draftsToComplete(ctx(), draft.breeder)).toEqual([
      {
        kind: 'completeDraft',
        id: `completeDraft:${draft.listing.id}`,
        dueAt: null,
        subject: draft.listing.title,
        href: { route: '/my-listings/edit/[id]', params: { id: draft.listing.id } },
      },
    ]);
    await attachTestPhoto(handle, draft.breeder.id, draft.listing.id);
    expect(await draftsToComplete(ctx(), draft.breeder)).toEqual([]);
  });

  it('leaves out litter drafts (they need no photo) and published ads', async () => {
    const litter = await createTestPuppy(handle, { status: 'draft', kind: 'litter' });
    const active = await createTestPuppy(handle);
    expect(await draftsToComplete(ctx(), litter.breeder)).toEqual([]);
    expect(await draftsToComplete(ctx(), active.breeder)).toEqual([]);
  });
});
