import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { createTestBreeder, createTestViewer } from '../../../../../tests/support/factories';
import { createTestContext } from '../../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../../tests/support/test-database';
import { adminActions, jobs, listings, users } from '../../../db/schema';
import type { Viewer } from '../../../context';
import { hideListing, restoreHiddenListing } from './moderate-listing';

let handle: DatabaseHandle;
let kennelId: string;
let breederId: string;
let moderator: Viewer;
beforeAll(async () => {
  handle = await createTestDatabase();
  const breeder = await createTestBreeder(handle);
  kennelId = breeder.kennel.id;
  breederId = breeder.viewer.id;
  await handle.db.update(users).set({ locale: 'hu' }).where(eq(users.id, breederId));
  moderator = await createTestViewer(handle, 'ADMINV', { twoFactorEnabled: true });
});
afterAll(() => handle.close());

let counter = 0;
type Status = (typeof listings.$inferSelect)['status'];
async function listing(status: Status = 'active', kind: 'puppy' | 'litter' = 'puppy') {
  const [row] = await handle.db
    .insert(listings)
    .values({
      kennelId,
      kind,
      status,
      slug: `moderated-${++counter}`,
      title: `Vizsla ${counter}`,
      breedKey: 'hungarian-short-haired-pointer-vizsla',
      currency: 'HUF',
      countryCode: 'HU',
    })
    .returning();
  return row!;
}

const statusOf = async (id: string) =>
  (await handle.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const emailsAbout = (title: string) =>
  handle.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.type, 'email'), sql`${jobs.payload}->'values'->>'title' = ${title}`));
const auditOf = (id: string) =>
  handle.db.select().from(adminActions).where(eq(adminActions.targetId, id));

describe('hiding and restoring an ad', () => {
  it('hides an active ad with the reason, logs it and tells the breeder in Hungarian', async () => {
    const ad = await listing();
    const ctx = createTestContext(handle, { viewer: moderator });
    const reason = 'The photos belong to another kennel';
    await expect(hideListing(ctx, { listingId: ad.id, reason })).resolves.toEqual({
      id: ad.id,
      status: 'hidden',
    });
    expect(await statusOf(ad.id)).toMatchObject({ status: 'hidden', hiddenReason: reason });
    expect(await auditOf(ad.id)).toEqual([
      expect.objectContaining({
        action: 'listing.hide',
        actorId: moderator.id,
        reason,
        before: { status: 'active' },
        after: { status: 'hidden' },
      }),
    ]);
    const [email] = await emailsAbout(ad.title);
    expect(email?.payload).toMatchObject({
      kind: 'listingHidden',
      locale: 'hu',
      values: { reason, title: ad.title, url: expect.stringContaining(`/hu/`) },
    });

    await restoreHiddenListing(ctx, { listingId: ad.id, reason: 'Ownership proven' });
    expect(await statusOf(ad.id)).toMatchObject({ status: 'active', hiddenReason: null });
    expect((await auditOf(ad.id)).map((row) => row.action).sort()).toEqual([
      'listing.hide',
      'listing.restore',
    ]);
    expect((await emailsAbout(ad.title)).map((row) => row.payload)).toContainEqual(
      expect.objectContaining({ kind: 'listingRestored', locale: 'hu' }),
    );
  });

  it('restores a hidden litter as planned', async () => {
    const litter = await listing('planned', 'litter');
    const ctx = createTestContext(handle, { viewer: moderator });
    await hideListing(ctx, { listingId: litter.id, reason: 'Duplicate announcement' });
    await restoreHiddenListing(ctx, { listingId: litter.id, reason: 'Not a duplicate' });
    expect((await statusOf(litter.id)).status).toBe('planned');
  });

  it.each([
    ['ADMIN', true],
    ['ADMINV', true],
    ['ADMINM', false],
    ['USER', false],
  ] as const)('lets %s hide an ad: %s', async (role, allowed) => {
    const ad = await listing();
    const viewer = await createTestViewer(handle, role, { twoFactorEnabled: true });
    const attempt = hideListing(createTestContext(handle, { viewer }), {
      listingId: ad.id,
      reason: 'Scam report confirmed',
    });
    if (allowed) await expect(attempt).resolves.toMatchObject({ status: 'hidden' });
    else await expect(attempt).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await statusOf(ad.id)).status).toBe(allowed ? 'hidden' : 'active');
  });

  it('refuses bad input and states the machine does not allow, changing nothing', async () => {
    const ctx = createTestContext(handle, { viewer: moderator });
    const reserved = await listing('reserved');
    await expect(
      hideListing(ctx, { listingId: reserved.id, reason: 'Scam' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', fields: { form: 'listingTransitionRefused' } });
    const active = await listing();
    await expect(hideListing(ctx, { listingId: active.id, reason: '  ' })).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { reason: 'required' },
    });
    await expect(
      restoreHiddenListing(ctx, { listingId: active.id, reason: 'Nothing hidden' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      hideListing(ctx, { listingId: 'not-a-uuid', reason: 'Scam' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      hideListing(ctx, { listingId: crypto.randomUUID(), reason: 'Scam' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await statusOf(reserved.id)).status).toBe('reserved');
    expect((await statusOf(active.id)).status).toBe('active');
    expect(await auditOf(active.id)).toEqual([]);
    expect(await emailsAbout(active.title)).toEqual([]);
  });
});
