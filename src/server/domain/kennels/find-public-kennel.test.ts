import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBreeder } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { kennels, listings, photos } from '../../db/schema';
import type { ListingStatus } from '../listings/listing-states';
import { findPublicKennel } from './find-public-kennel';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const BREED = 'hungarian-short-haired-pointer-vizsla';

async function addPhoto(
  ownerId: string,
  kennelId: string,
  kind: 'kennel' | 'logo',
  position: number,
  ready = true,
) {
  const key = `test/${kind}-${position}-${Math.random().toString(36).slice(2, 8)}.webp`;
  const [row] = await handle.db
    .insert(photos)
    .values({
      ownerId,
      kind,
      subjectId: kennelId,
      position,
      width: 800,
      height: 600,
      bytes: 1000,
      variants: ready ? [{ width: 800, height: 600, format: 'webp', key, bytes: 1000 }] : [],
    })
    .returning();
  return { id: row!.id, key };
}

async function addListing(kennelId: string, status: ListingStatus) {
  const [row] = await handle.db
    .insert(listings)
    .values({
      kennelId,
      kind: 'puppy',
      status,
      slug: `ad-${status}-${Math.random().toString(36).slice(2, 8)}`,
      title: `${status} ad`,
      breedKey: BREED,
      currency: 'EUR',
      countryCode: 'HU',
    })
    .returning();
  return row!.id;
}

async function kennelWithEverything(hasProfile: boolean) {
  const { viewer, kennel } = await createTestBreeder(handle);
  await handle.db
    .update(kennels)
    .set({
      hasProfile,
      phone: '+36 30 123 4567',
      email: 'kennel@example.test',
      website: 'https://kennel.example.test',
      description: { en: 'A family kennel.' },
    })
    .where(eq(kennels.id, kennel.id));
  const second = await addPhoto(viewer.id, kennel.id, 'kennel', 1);
  const first = await addPhoto(viewer.id, kennel.id, 'kennel', 0);
  await addPhoto(viewer.id, kennel.id, 'kennel', 2, false);
  const logo = await addPhoto(viewer.id, kennel.id, 'logo', 0);
  const active = await addListing(kennel.id, 'active');
  await addListing(kennel.id, 'draft');
  await addListing(kennel.id, 'sold');
  return { kennel, first, second, logo, active };
}

describe('findPublicKennel', () => {
  it('is null for an unknown slug', async () => {
    expect(await findPublicKennel(createTestContext(handle), 'no-such-kennel')).toBeNull();
  });

  it('shows a kennel with a profile in full: contact, description, ready gallery photos in order', async () => {
    const { kennel, first, second, logo, active } = await kennelWithEverything(true);
    const found = await findPublicKennel(createTestContext(handle), kennel.slug);
    expect(found).toMatchObject({
      phone: '+36 30 123 4567',
      email: 'kennel@example.test',
      website: 'https://kennel.example.test',
      description: { en: 'A family kennel.' },
    });
    expect(found!.gallery.map((p) => p.id)).toEqual([first.id, second.id]);
    expect(found!.logo?.src).toContain(logo.key);
    expect(found!.listings.map((l) => l.id)).toEqual([active]);
  });

  it('keeps the page minimal without a profile: no contact, description or gallery', async () => {
    const { kennel, logo, active } = await kennelWithEverything(false);
    const found = await findPublicKennel(createTestContext(handle), kennel.slug);
    expect(found).toMatchObject({ phone: null, email: null, website: null, description: {} });
    expect(found!.gallery).toEqual([]);
    expect(found!.logo?.src).toContain(logo.key);
    expect(found!.listings.map((l) => l.id)).toEqual([active]);
  });
});
