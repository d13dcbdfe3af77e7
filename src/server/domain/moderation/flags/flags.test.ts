import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachTestPhoto,
  createTestBreeder,
  testPuppyInput,
  uniqueTestMicrochip,
} from '../../../../../tests/support/factories';
import { createTestContext } from '../../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../../tests/support/test-database';
import { buildDogSvg } from '@/server/db/seed/dog-svg';
import { Random } from '@/server/db/seed/random';
import type { Viewer } from '../../../context';
import type { DatabaseHandle } from '../../../db/client';
import { jobs, listings, moderationCases, photos, users } from '../../../db/schema';
import { perceptualHash } from '../../../integrations/images/perceptual-hash';
import { publishListing } from '../../listings/change-listing-state';
import { createListing } from '../../listings/save-listing';
import { hashBands } from '../photo-likeness';
import { runModerationCheck } from './run-moderation-check';

let handle: DatabaseHandle;
const ctx = () => createTestContext(handle);
const as = (viewer: Viewer) => createTestContext(handle, { viewer });
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const flagsOf = async (targetId: string) =>
  (
    await handle.db
      .select()
      .from(moderationCases)
      .where(and(eq(moderationCases.targetId, targetId), eq(moderationCases.state, 'open')))
  ).flatMap((row) => row.flagKinds);

let counter = 0;
/** An active ad of a breeder with an account months old (so the pace check stays quiet). */
async function liveAd(
  values: Partial<typeof listings.$inferInsert> = {},
  breeder?: { id: string; kennelId: string },
) {
  let owner = breeder;
  if (!owner) {
    const { viewer, kennel } = await createTestBreeder(handle);
    owner = { id: viewer.id, kennelId: kennel.id };
  }
  await handle.db
    .update(users)
    .set({ createdAt: new Date('2025-01-01') })
    .where(eq(users.id, owner.id));
  const [row] = await handle.db
    .insert(listings)
    .values({
      kennelId: owner.kennelId,
      kind: 'puppy',
      status: 'active',
      slug: `flagged-${++counter}`,
      title: `Puli ${counter}`,
      breedKey: 'hungarian-short-haired-pointer-vizsla',
      currency: 'EUR',
      countryCode: 'SK',
      priceAmount: 100_000,
      priceEurCents: 100_000,
      publishedAt: new Date(),
      ...values,
    })
    .returning();
  return { owner, listing: row! };
}

async function photoOf(ownerId: string, listingId: string, image: Buffer) {
  const hash = await perceptualHash(image);
  const [row] = await handle.db
    .insert(photos)
    .values({
      ownerId,
      kind: 'listing',
      subjectId: listingId,
      width: 960,
      height: 720,
      bytes: image.length,
      variants: [],
      perceptualHash: hash,
      hashBands: hashBands(hash),
    })
    .returning();
  return row!;
}
const dog = (index: number) =>
  sharp(Buffer.from(buildDogSvg(Random.derive(5, 'dog-photo', index), 960, 720).svg))
    .jpeg({ quality: 85 })
    .toBuffer();

describe('a reused photo', () => {
  it("flags an ad whose photo is another kennel's photo re-encoded, not a different dog or the kennel's own", async () => {
    const original = await dog(0);
    const theirs = await liveAd();
    await photoOf(theirs.owner.id, theirs.listing.id, original);
    const sameKennel = await liveAd({}, theirs.owner);
    await photoOf(theirs.owner.id, sameKennel.listing.id, original);
    const honest = await liveAd();
    await photoOf(honest.owner.id, honest.listing.id, await dog(1));
    for (const ad of [honest, sameKennel]) {
      await runModerationCheck(ctx(), { listingId: ad.listing.id });
    }
    const copier = await liveAd();
    const copy = await sharp(original).resize(640).jpeg({ quality: 50 }).toBuffer();
    await photoOf(copier.owner.id, copier.listing.id, copy);
    await runModerationCheck(ctx(), { listingId: copier.listing.id });
    expect(await flagsOf(copier.listing.id)).toEqual(['photo_reused']);
    expect(await flagsOf(honest.listing.id)).toEqual([]);
    expect(await flagsOf(sameKennel.listing.id)).toEqual([]);
    const [found] = await handle.db
      .select()
      .from(moderationCases)
      .where(eq(moderationCases.targetId, copier.listing.id));
    expect(found!.flagDetails).toContain(theirs.listing.title);
  });

  it('checks a photo added to a draft only once the ad is published', async () => {
    const original = await dog(2);
    const theirs = await liveAd();
    await photoOf(theirs.owner.id, theirs.listing.id, original);
    const draft = await liveAd({ status: 'draft' });
    const photo = await photoOf(draft.owner.id, draft.listing.id, original);
    await runModerationCheck(ctx(), { photoId: photo.id });
    expect(await flagsOf(draft.listing.id)).toEqual([]);
    await handle.db
      .update(listings)
      .set({ status: 'active' })
      .where(eq(listings.id, draft.listing.id));
    await runModerationCheck(ctx(), { photoId: photo.id });
    expect(await flagsOf(draft.listing.id)).toEqual(['photo_reused']);
  });
});

describe('a price far below the median', () => {
  it.each([
    ['under 40 % of the median of five', 5, 39_000, true],
    ['at 40 % of the median', 5, 40_000, false],
    ['with only four ads to compare', 4, 10_000, false],
  ] as const)('%s: flagged = %s', async (_, samples, price, flagged) => {
    const countryCode = `Q${String.fromCharCode(65 + (++counter % 26))}`;
    const priced = (amount: number) => ({
      countryCode,
      priceAmount: amount,
      priceEurCents: amount,
    });
    for (let i = 0; i < samples; i++) await liveAd(priced(90_000 + i * 5_000));
    const { listing } = await liveAd(priced(price));
    await runModerationCheck(ctx(), { listingId: listing.id });
    expect(await flagsOf(listing.id)).toEqual(flagged ? ['price_outlier'] : []);
  });
});

describe('a new account publishing many ads', () => {
  it('flags the kennel when a week-old account publishes more than five ads within an hour', async () => {
    const { viewer, kennel } = await createTestBreeder(handle);
    const ads = [];
    for (let i = 0; i < 6; i++) {
      ads.push(await liveAd({ countryCode: 'HU' }, { id: viewer.id, kennelId: kennel.id }));
    }
    await handle.db.update(users).set({ createdAt: new Date() }).where(eq(users.id, viewer.id));
    await handle.db
      .update(listings)
      .set({ publishedAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(listings.id, ads[0]!.listing.id));
    await runModerationCheck(ctx(), { listingId: ads[5]!.listing.id });
    expect(await flagsOf(kennel.id)).toEqual([]);
    await handle.db
      .update(listings)
      .set({ publishedAt: new Date() })
      .where(eq(listings.id, ads[0]!.listing.id));
    await runModerationCheck(ctx(), { listingId: ads[5]!.listing.id });
    expect(await flagsOf(kennel.id)).toEqual(['new_account_burst']);
  });
});

describe('a microchip used twice', () => {
  it('puts the refused second ad in the queue, and publishing queues the checks', async () => {
    const microchip = uniqueTestMicrochip();
    const ads = [];
    for (let i = 0; i < 2; i++) {
      const { viewer } = await createTestBreeder(handle);
      const listing = await createListing(as(viewer), testPuppyInput({ microchip }));
      await attachTestPhoto(handle, viewer.id, listing.id);
      ads.push({ viewer, id: listing.id });
    }
    await publishListing(as(ads[0]!.viewer), ads[0]!.id);
    const queued = await handle.db.select().from(jobs).where(eq(jobs.type, 'moderationCheck'));
    expect(queued.map((job) => job.payload)).toContainEqual({ listingId: ads[0]!.id });
    await expect(publishListing(as(ads[1]!.viewer), ads[1]!.id)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await flagsOf(ads[1]!.id)).toEqual(['microchip_reused']);
  });
});
