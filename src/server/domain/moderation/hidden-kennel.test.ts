import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBreeder, createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { listings, photos } from '../../db/schema';
import { publicKennelVersion } from '../kennels/find-public-kennel';
import { findPublicListing, publicListingVersion } from '../listings/get-public-listing';
import { decideModerationCase } from './decide-moderation-case';
import { openCase } from './open-case';
import { findPhotoReuseEvidence, parsePhotoReuse } from './photo-reuse-evidence';

let handle: DatabaseHandle;
let moderator: Viewer;
beforeAll(async () => {
  handle = await createTestDatabase();
  moderator = await createTestViewer(handle, 'ADMINV');
});
afterAll(async () => {
  await handle.close();
});

const as = (viewer: Viewer | null) => createTestContext(handle, { viewer });
let counter = 0;

async function ad(kennelId: string, status: 'active' | 'reserved', kind: 'puppy' | 'litter') {
  const [row] = await handle.db
    .insert(listings)
    .values({
      kennelId,
      kind,
      status: kind === 'litter' ? 'planned' : status,
      slug: `hidden-kennel-${++counter}`,
      title: `Vizsla ${counter}`,
      breedKey: 'hungarian-short-haired-pointer-vizsla',
      currency: 'HUF',
      countryCode: 'HU',
    })
    .returning();
  return row!;
}

describe('a hidden kennel', () => {
  it('takes its ads off the site: live ones are hidden, none has a public page', async () => {
    const { kennel } = await createTestBreeder(handle);
    const puppy = await ad(kennel.id, 'active', 'puppy');
    const litter = await ad(kennel.id, 'active', 'litter');
    const reserved = await ad(kennel.id, 'reserved', 'puppy');
    // The proxy's checks (src/public-pages/page-existence.ts) agree with the pages.
    const exists = async (listing: typeof puppy) =>
      (await publicListingVersion(as(null), {
        kennelSlug: kennel.slug,
        slug: listing.slug,
        kind: listing.kind,
      })) !== null;
    expect(await publicKennelVersion(as(null), kennel.slug)).toMatch(/^[0-9a-f]{32}$/);
    expect(await Promise.all([puppy, litter, reserved].map(exists))).toEqual([true, true, true]);
    expect(
      await publicListingVersion(as(null), {
        kennelSlug: kennel.slug,
        slug: puppy.slug,
        kind: 'adult',
      }),
    ).toBeNull();
    expect(await publicKennelVersion(as(null), `${kennel.slug}-gone`)).toBeNull();
    const { id } = await openCase(
      handle.db,
      { targetType: 'kennel', targetId: kennel.id },
      { source: 'report', reason: 'scam' },
      new Date(),
    );
    await decideModerationCase(as(moderator), {
      caseId: id,
      decision: 'hide',
      ground: 'terms',
      reason: 'The kennel sells dogs it does not have.',
    });
    const statuses = await handle.db
      .select({ id: listings.id, status: listings.status, hiddenReason: listings.hiddenReason })
      .from(listings)
      .where(eq(listings.kennelId, kennel.id));
    const byId = new Map(statuses.map((row) => [row.id, row]));
    expect(byId.get(puppy.id)).toMatchObject({
      status: 'hidden',
      hiddenReason: 'The kennel sells dogs it does not have.',
    });
    expect(byId.get(litter.id)?.status).toBe('hidden');
    // A reservation in progress keeps its state for the buyer, but its page is gone too.
    expect(byId.get(reserved.id)?.status).toBe('reserved');
    for (const listing of [puppy, litter, reserved]) {
      const found = await findPublicListing(as(null), {
        kennelSlug: kennel.slug,
        slug: listing.slug,
        kind: listing.kind,
      });
      expect(found).toBeNull();
      expect(await exists(listing)).toBe(false);
    }
    expect(await publicKennelVersion(as(null), kennel.slug)).toBeNull();
  });
});

describe('findPhotoReuseEvidence', () => {
  it('pairs the flagged photo with the other kennel’s, for moderators only', async () => {
    const first = await createTestBreeder(handle);
    const second = await createTestBreeder(handle);
    const original = await ad(first.kennel.id, 'active', 'puppy');
    const copy = await ad(second.kennel.id, 'active', 'puppy');
    const photo = (ownerId: string, subjectId: string) =>
      handle.db
        .insert(photos)
        .values({
          ownerId,
          kind: 'listing',
          subjectId,
          width: 800,
          height: 600,
          bytes: 1000,
          variants: [
            { width: 320, height: 240, format: 'webp', key: `p/${subjectId}.webp`, bytes: 9 },
          ],
        })
        .returning({ id: photos.id })
        .then((rows) => rows[0]!.id);
    const originalPhoto = await photo(first.viewer.id, original.id);
    const copyPhoto = await photo(second.viewer.id, copy.id);
    const details = `Photo ${copyPhoto} is the same picture (3 of 64 bits differ) as photo ${originalPhoto} of "${original.title}" by K (listing ${original.id}).\nPrice 10 EUR is under 40 % of the median 900 EUR.`;
    expect(parsePhotoReuse(details)).toEqual([
      { flaggedId: copyPhoto, originalId: originalPhoto, distance: 3 },
    ]);
    const [pair] = await findPhotoReuseEvidence(as(moderator), { flagDetails: details });
    expect(pair).toMatchObject({
      distance: 3,
      flagged: { id: copyPhoto, listingId: copy.id, kennelName: second.kennel.name },
      original: { id: originalPhoto, listingTitle: original.title, kennelName: first.kennel.name },
    });
    expect(pair!.flagged.src).toContain(`p/${copy.id}.webp`);
    await expect(
      findPhotoReuseEvidence(as(await createTestViewer(handle, 'ADMINM')), {
        flagDetails: details,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
