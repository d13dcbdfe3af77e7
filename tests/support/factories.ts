import type { Viewer } from '@/server/context';
import type { DatabaseHandle } from '@/server/db/client';
import { kennels, kennelSellers, photos, subscriptions, users } from '@/server/db/schema';
import type { ListingInput } from '@/validation/listings';
import { viewerWithRole } from './test-context';

let sequence = 0;

/** A person with a confirmed address (and a second factor for admin roles). */
export async function createTestViewer(
  handle: DatabaseHandle,
  role: Viewer['role'] = 'USER',
  extra: Partial<Viewer> = {},
): Promise<Viewer> {
  const id = `person-${++sequence}-${Math.random().toString(36).slice(2, 7)}`;
  await handle.db.insert(users).values({ id, name: id, email: `${id}@example.test`, role });
  return { ...viewerWithRole(role, id), ...extra };
}

const YEAR = 365 * 86_400_000;

/**
 * A breeder with a kennel and a year of the upcoming-litters service (planned litters need it);
 * the breeder profile stays the kennel's `hasProfile` as a test sets it.
 */
export async function createTestBreeder(handle: DatabaseHandle) {
  const viewer = await createTestViewer(handle);
  const [kennel] = await handle.db
    .insert(kennels)
    .values({ ownerId: viewer.id, name: `Kennel ${viewer.id}`, slug: viewer.id, countryCode: 'HU' })
    .returning();
  // Sells privately, so its ads can go live (traders' details are the traders tests' business).
  await handle.db.insert(kennelSellers).values({ kennelId: kennel!.id, status: 'private' });
  const now = Date.now();
  await handle.db.insert(subscriptions).values({
    userId: viewer.id,
    service: 'upcoming_litters',
    startsAt: new Date(now - YEAR),
    endsAt: new Date(now + YEAR),
  });
  return { viewer, kennel: kennel! };
}

/** A photo row attached to a listing (files are the photo pipeline's business). */
export async function attachTestPhoto(handle: DatabaseHandle, ownerId: string, listingId: string) {
  await handle.db.insert(photos).values({
    ownerId,
    kind: 'listing',
    subjectId: listingId,
    width: 1200,
    height: 800,
    bytes: 1000,
    variants: [],
  });
}

/**
 * A Hungarian microchip number no other test ad has: two live ads never share one
 * (listings_live_microchip_idx).
 */
export function uniqueTestMicrochip(): string {
  return `348098${String(++sequence).padStart(5, '0')}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
}

/** A complete puppy ad as the form would send it, with a microchip of its own. */
export function testPuppyInput(overrides: Partial<ListingInput> = {}): ListingInput {
  return {
    kind: 'dog',
    title: 'Vizsla kiskutya eladó',
    breedKey: 'hungarian-short-haired-pointer-vizsla',
    sex: 'female',
    birthDate: '2026-10-01',
    colour: 'rozsdabarna',
    price: 450000,
    currency: 'HUF',
    countryCode: 'HU',
    city: 'Szeged',
    hasPedigree: true,
    pedigreeRegistry: 'MEOE',
    microchip: uniqueTestMicrochip(),
    availableFrom: '2026-11-26',
    depositType: 'percent',
    depositValue: 20,
    description: { hu: 'Kedves, egészséges szuka.' },
    parents: [
      { role: 'dam', name: 'Bella', birthYear: 2020, healthTests: [{ name: 'HD', result: 'A' }] },
      { role: 'sire', name: 'Bodri', birthYear: 2019 },
    ],
    ...overrides,
  };
}
