// Runs on PGlite too: the embedded start seeds PGlite.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedEmails } from '../../../../tests/support/payment-fixtures';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import { isReservedSlug } from '@/i18n/paths';
import type { FileStorage } from '@/server/integrations/storage/file-storage';
import type { DatabaseHandle } from '../client';
import { kennels, listings, photos, users } from '../schema';
import { expireSubscriptions } from '../../domain/paid-services/expire-subscriptions';
import { seedDemoData, type SeedDemoDataResult } from './demo-data';
import { LAPSING_PROFILE_KENNEL } from './demo-subscriptions';

const OPTIONS = { listings: 60, seed: 7, referenceDate: new Date('2026-06-01T00:00:00Z') };
const DAY_MS = 86_400_000;

/** Files in a temporary folder; server/db may not import the storage integration itself. */
function createFolderStorage(root: string): FileStorage {
  return {
    async put(key, body) {
      await mkdir(path.dirname(path.join(root, key)), { recursive: true });
      await writeFile(path.join(root, key), body);
    },
    async get(key) {
      const body = await readFile(path.join(root, key)).catch(() => null);
      return body && { body, contentType: 'image/webp' };
    },
    async delete(key) {
      await rm(path.join(root, key), { force: true });
    },
    url: (key) => `/media/${key}`,
  };
}

let handle: DatabaseHandle;
let storageDir: string;
let storage: FileStorage;
let result: SeedDemoDataResult;

async function seededListings(options: typeof OPTIONS) {
  const other = await createTestDatabase();
  try {
    await seedDemoData(other, { ...options, storage });
    return await other.db
      .select({ id: listings.id, title: listings.title })
      .from(listings)
      .orderBy(asc(listings.id));
  } finally {
    await other.close();
  }
}

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'demo-media-'));
  storage = createFolderStorage(storageDir);
  handle = await createTestDatabase();
  result = await seedDemoData(handle, { ...OPTIONS, storage });
});

afterAll(async () => {
  await handle.close();
  await rm(storageDir, { recursive: true, force: true });
});

describe('seedDemoData', () => {
  it('returns the number of rows it wrote', async () => {
    const total = async (table: typeof users | typeof kennels | typeof listings | typeof photos) =>
      (await handle.db.select({ n: count() }).from(table))[0]!.n;
    expect(result.listings).toBe(60);
    expect(result.kennels).toBeGreaterThanOrEqual(40);
    expect(await total(users)).toBe(result.users);
    expect(await total(kennels)).toBe(result.kennels);
    expect(await total(listings)).toBe(result.listings);
    expect(await total(photos)).toBe(result.photos);
  });

  it('creates the demo accounts, one per admin role', async () => {
    const rows = await handle.db
      .select({ email: users.email, role: users.role, isVerified: users.emailVerified })
      .from(users)
      .where(inArray(users.email, ['admin@demo.local', 'adminv@demo.local', 'adminm@demo.local']))
      .orderBy(asc(users.email));
    expect(rows).toEqual([
      { email: 'admin@demo.local', role: 'ADMIN', isVerified: true },
      { email: 'adminm@demo.local', role: 'ADMINM', isVerified: true },
      { email: 'adminv@demo.local', role: 'ADMINV', isVerified: true },
    ]);
    const [breeder] = await handle.db
      .select({ kennel: kennels.name })
      .from(kennels)
      .innerJoin(users, eq(users.id, kennels.ownerId))
      .where(eq(users.email, 'breeder@demo.local'));
    expect(breeder?.kennel).toBeTruthy();
  });

  it('has one breeder profile run out, which the expiry job’s first run ends', async () => {
    const lapsing = () =>
      handle.db
        .select({ hasProfile: kennels.hasProfile, email: users.email })
        .from(kennels)
        .innerJoin(users, eq(users.id, kennels.ownerId))
        .where(eq(kennels.slug, LAPSING_PROFILE_KENNEL.slug));
    const [before] = await lapsing();
    expect(before?.hasProfile).toBe(true);
    const ctx = createTestContext(handle, {
      now: new Date(OPTIONS.referenceDate.getTime() + 60_000),
    });
    expect(await expireSubscriptions(ctx)).toMatchObject({ expired: 1 });
    const [after] = await lapsing();
    expect(after?.hasProfile).toBe(false);
    expect(await queuedEmails(handle, 'subscriptionEnded', before!.email)).toHaveLength(1);
  });

  it('never makes a puppy available before 8 weeks of age', async () => {
    const puppies = await handle.db
      .select({ birthDate: listings.birthDate, availableFrom: listings.availableFrom })
      .from(listings)
      .where(eq(listings.kind, 'puppy'));
    expect(puppies.length).toBeGreaterThan(0);
    for (const puppy of puppies) {
      const days = (Date.parse(puppy.availableFrom!) - Date.parse(puppy.birthDate!)) / DAY_MS;
      expect(days).toBeGreaterThanOrEqual(56);
    }
  });

  it('writes 15-digit microchips and titles of at most 140 characters', async () => {
    const rows = await handle.db
      .select({ title: listings.title, microchip: listings.microchip, kind: listings.kind })
      .from(listings);
    for (const row of rows) {
      expect(row.title.length).toBeLessThanOrEqual(140);
      if (row.kind !== 'litter') expect(row.microchip).toMatch(/^\d{15}$/);
    }
  });

  it('gives kennels unique slugs that no path segment uses', async () => {
    const slugs = (await handle.db.select({ slug: kennels.slug }).from(kennels)).map((k) => k.slug);
    expect(new Set(slugs.map((slug) => slug.toLowerCase())).size).toBe(slugs.length);
    for (const slug of slugs) expect(isReservedSlug(slug), slug).toBe(false);
  });

  it('gives every listing a cover photo whose files are stored', async () => {
    const rows = await handle.db
      .select({ id: listings.id, subjectId: photos.subjectId, variants: photos.variants })
      .from(listings)
      .leftJoin(photos, eq(photos.id, listings.coverPhotoId));
    expect(rows).toHaveLength(60);
    for (const row of rows) {
      expect(row.subjectId).toBe(row.id);
      expect(row.variants?.length).toBeGreaterThan(0);
      for (const variant of row.variants ?? [])
        expect(await storage.get(variant.key)).not.toBeNull();
    }
  });

  it('writes the same listings for the same seed and others for another', async () => {
    const first = await handle.db
      .select({ id: listings.id, title: listings.title })
      .from(listings)
      .orderBy(asc(listings.id));
    expect(await seededListings(OPTIONS)).toEqual(first);
    const other = await seededListings({ ...OPTIONS, seed: 8 });
    expect(other.map((row) => row.id)).not.toEqual(first.map((row) => row.id));
    // Two more seeded databases: a minute is not enough on a loaded two-core machine.
  }, 240_000);
});
