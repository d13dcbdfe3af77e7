import { hashPassword } from 'better-auth/crypto';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { FileStorage } from '@/server/integrations/storage/file-storage';
import type { DatabaseHandle, Executor } from '../client';
import {
  authAccounts,
  kennelBreeds,
  kennels,
  kennelSellers,
  listingParents,
  listings,
  photos,
  subscriptions,
  users,
} from '../schema';
import { seedDemoBankTransfers } from './demo-bank-transfers';
import {
  DEMO_PASSWORD,
  buildBuyers,
  buildFixedUsers,
  buildKennels,
  type DemoKennel,
} from './demo-kennels';
import { buildListing, type ListingRow, type ParentRow } from './demo-listings';
import { demoSubscriptions } from './demo-subscriptions';
import { buildDemoTeam } from './demo-team';
import { renderImagePool, type PhotoRow } from './images';
import { Random, startOfUtcDay } from './random';
import type { SeedContext } from './seed-context';

export interface SeedDemoDataOptions {
  listings: number;
  seed?: number;
  /** "Now" for the data; defaults to today at 00:00 UTC. */
  referenceDate?: Date;
  storage: FileStorage;
  onProgress?: (done: number, total: number, phase: string) => void;
}

export interface SeedDemoDataResult {
  users: number;
  kennels: number;
  listings: number;
  photos: number;
}

/** Rows per INSERT statement: well under PostgreSQL's 65,535 bind parameters for every table. */
const ROWS_PER_INSERT = 1000;
/** Entities built and written per transaction. */
const BATCH_SIZE = 1000;
const DEFAULT_SEED = 20_260_101;
const PIPELINE_DEPTH = 2;

async function insertRows<T extends PgTable>(
  db: Executor,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await db.insert(table).values(rows.slice(i, i + ROWS_PER_INSERT));
  }
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * Fills an empty database with a deterministic, living-looking marketplace: the same seed,
 * reference date and size always give the same rows. Images come from a fixed pool rendered
 * once into `storage`, so the cost of a million listings is rows, not pictures.
 */
export async function seedDemoData(
  handle: DatabaseHandle,
  options: SeedDemoDataOptions,
): Promise<SeedDemoDataResult> {
  const seed = (options.seed ?? DEFAULT_SEED) >>> 0;
  const listingTotal = Math.max(0, Math.floor(options.listings));
  const kennelTotal = Math.max(40, Math.ceil(listingTotal / 8));
  const buyerTotal = Math.max(20, Math.round(kennelTotal / 2));
  const report = options.onProgress ?? (() => undefined);
  const { db } = handle;

  const pool = await renderImagePool(options.storage, {
    seed,
    photos: clamp(Math.round(listingTotal / 4), 48, 120),
    logos: clamp(kennelTotal, 24, 48),
    onProgress: (done, total) => report(done, total, 'images'),
  });
  const ctx: SeedContext = {
    seed,
    reference: options.referenceDate ?? startOfUtcDay(),
    rng: Random.derive(seed, 'values'),
    ids: Random.derive(seed, 'ids'),
    pool,
  };
  const counts: SeedDemoDataResult = { users: 0, kennels: 0, listings: 0, photos: 0 };

  const fixedUsers = buildFixedUsers(ctx);
  await insertRows(db, users, fixedUsers);
  // The fixed accounts sign in with one documented password (README); others have none.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await insertRows(
    db,
    authAccounts,
    fixedUsers.map((user) => ({
      id: ctx.ids.uuid(),
      userId: user.id,
      accountId: user.id,
      providerId: 'credential',
      password: passwordHash,
    })),
  );
  counts.users += fixedUsers.length;
  for (let from = 1; from < buyerTotal; from += BATCH_SIZE) {
    const rows = buildBuyers(ctx, from, Math.min(from + BATCH_SIZE, buyerTotal));
    await insertRows(db, users, rows);
    counts.users += rows.length;
    report(from + rows.length, buyerTotal, 'buyers');
  }

  const demoKennels: DemoKennel[] = [];
  const takenSlugs = new Set<string>();
  for (let from = 0; from < kennelTotal; from += BATCH_SIZE) {
    const batch = buildKennels(ctx, from, Math.min(from + BATCH_SIZE, kennelTotal), takenSlugs);
    await db.transaction(async (tx) => {
      await insertRows(tx, users, batch.users);
      await insertRows(tx, kennels, batch.kennels);
      // The demo's kennels are hobby breeders selling privately (DSA art. 30), so their ads stay live.
      await insertRows(
        tx,
        kennelSellers,
        batch.kennels.map((kennel) => ({ kennelId: kennel.id!, status: 'private' as const })),
      );
      await insertRows(tx, subscriptions, demoSubscriptions(ctx, batch.kennels));
      await insertRows(tx, kennelBreeds, batch.kennelBreeds);
      await insertRows(tx, photos, batch.photos);
    });
    demoKennels.push(...batch.demo);
    counts.users += batch.users.length;
    counts.kennels += batch.kennels.length;
    counts.photos += batch.photos.length;
    report(demoKennels.length, kennelTotal, 'kennels');
  }

  // breeder@demo.local (kennel 0) signs in with the demo password too, to try the breeder's side.
  const demoBreeder = demoKennels[0];
  if (demoBreeder) {
    await insertRows(db, authAccounts, [
      {
        id: ctx.ids.uuid(),
        userId: demoBreeder.ownerId,
        accountId: demoBreeder.ownerId,
        providerId: 'credential',
        password: passwordHash,
      },
    ]);
    await seedDemoBankTransfers(db, demoBreeder.ownerId, ctx.reference);
  }

  // Two batches in flight: one is built and serialised while the database writes the other.
  const writes: Promise<void>[] = [];
  for (let from = 0; from < listingTotal; from += BATCH_SIZE) {
    const listingRows: ListingRow[] = [];
    const parentRows: ParentRow[] = [];
    const photoRows: PhotoRow[] = [];
    for (let index = from; index < Math.min(from + BATCH_SIZE, listingTotal); index++) {
      // A few kennels list a lot and many list a little, as on real marketplaces.
      const kennel = demoKennels[Math.floor(Math.pow(ctx.rng.next(), 1.3) * demoKennels.length)]!;
      const bundle = buildListing(ctx, index, kennel);
      listingRows.push(bundle.listing);
      parentRows.push(...bundle.parents);
      photoRows.push(...bundle.photos);
    }
    const written = db
      .transaction(async (tx) => {
        await insertRows(tx, listings, listingRows);
        await insertRows(tx, listingParents, parentRows);
        await insertRows(tx, photos, photoRows);
      })
      .then(() => {
        counts.listings += listingRows.length;
        counts.photos += photoRows.length;
        report(counts.listings, listingTotal, 'listings');
      });
    // Observed now so a failure is not "unhandled" while the older batch is awaited; the
    // await below still throws it.
    written.catch(() => undefined);
    writes.push(written);
    if (writes.length >= PIPELINE_DEPTH) await writes.shift();
  }
  await Promise.all(writes);

  const team = buildDemoTeam(seed, ctx.reference);
  await insertRows(db, users, team);
  await insertRows(
    db,
    authAccounts,
    team.map((user) => ({
      id: user.id,
      userId: user.id,
      accountId: user.id,
      providerId: 'credential',
      password: passwordHash,
    })),
  );
  counts.users += team.length;
  return counts;
}
