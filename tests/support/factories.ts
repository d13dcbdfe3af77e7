import type { Viewer } from '@/server/context';
import type { DatabaseHandle } from '@/server/db/client';
import { kennels, photos, users } from '@/server/db/schema';
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

/** A breeder with a kennel. */
export async function createTestBreeder(handle: DatabaseHandle) {
  const viewer = await createTestViewer(handle);
  const [kennel] = await handle.db
    .insert(kennels)
    .values({ ownerId: viewer.id, name: `Kennel ${viewer.id}`, slug: viewer.id, countryCode: 'HU' })
    .returning();
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

/** A complete puppy ad as the form would send it. */
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
    microchip: '348098100123456',
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
