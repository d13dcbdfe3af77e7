import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '@/server/context';
import type { DatabaseHandle } from '@/server/db/client';
import { adminActions, kennels, subscriptions, users } from '@/server/db/schema';
import { createTestBreeder, createTestViewer } from '../../../../../tests/support/factories';
import { queuedEmails } from '../../../../../tests/support/payment-fixtures';
import { ok } from '../../../../../tests/support/results';
import { createTestContext } from '../../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../../tests/support/test-database';
import { hasEntitlement } from '../entitlements';
import { addMonths } from '../plan-period';
import { endSubscription } from './end-subscription';
import { extendSubscription } from './extend-subscription';
import { findAdminSubscriptions } from './find-admin-subscriptions';
import { grantSubscription } from './grant-subscription';

let handle: DatabaseHandle;
let admin: Viewer;
const now = new Date('2026-11-26T10:00:00Z');
const as = (viewer: Viewer | null) => createTestContext(handle, { viewer, now });
const emailOf = async (id: string) =>
  (await handle.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
const trailOf = (id: string) =>
  handle.db.select().from(adminActions).where(eq(adminActions.targetId, id));
const reason = 'Compensation for the outage';

beforeAll(async () => {
  handle = await createTestDatabase();
  admin = await createTestViewer(handle, 'ADMINM');
});
afterAll(async () => {
  await handle.close();
});

async function grantedProfile() {
  const breeder = await createTestBreeder(handle);
  await handle.db.update(users).set({ locale: 'pl' }).where(eq(users.id, breeder.viewer.id));
  const email = await emailOf(breeder.viewer.id);
  const period = await grantSubscription(as(admin), {
    email,
    service: 'breeder_profile',
    months: 2,
    reason,
  });
  return { ...breeder, email, period };
}

describe('admin subscriptions', () => {
  it('grants a breeder profile: entitled, kennel page on, audited, mailed in their language', async () => {
    const { viewer, kennel, email, period } = await grantedProfile();
    expect(period).toMatchObject({ status: 'active', orderId: null, startsAt: now });
    expect(period.endsAt).toEqual(addMonths(now, 2));
    expect(
      await hasEntitlement(as(viewer), { userId: viewer.id, service: 'breeder_profile' }),
    ).toBe(true);
    const [row] = await handle.db.select().from(kennels).where(eq(kennels.id, kennel.id));
    expect(row!.hasProfile).toBe(true);
    expect(await trailOf(period.id)).toMatchObject([{ action: 'subscription.grant', reason }]);
    const [mail] = await queuedEmails(handle, 'subscriptionChangedByAdmin', email);
    expect(mail).toMatchObject({ locale: 'pl', values: { change: 'granted', reason } });
    const listed = await findAdminSubscriptions(as(admin), {
      filters: { q: email, service: 'breeder_profile' },
      sort: 'ends',
      dir: 'desc',
      offset: 0,
      limit: 10,
    });
    expect(listed).toMatchObject([{ id: period.id, kennel: kennel.name, status: 'active' }]);
  });

  it('extends the running period by N months, then ends it; an ended one is not extended', async () => {
    const { viewer, kennel, period } = await grantedProfile();
    const extended = ok(
      await extendSubscription(as(admin), { subscriptionId: period.id, months: 3, reason }),
    );
    expect(extended.endsAt).toEqual(addMonths(period.endsAt, 3));
    ok(await endSubscription(as(admin), { subscriptionId: period.id, reason: 'Fake kennel' }));
    const [row] = await handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, period.id));
    expect(row).toMatchObject({ status: 'cancelled', endsAt: now });
    expect(
      await hasEntitlement(as(viewer), { userId: viewer.id, service: 'breeder_profile' }),
    ).toBe(false);
    const [page] = await handle.db.select().from(kennels).where(eq(kennels.id, kennel.id));
    expect(page!.hasProfile).toBe(false);
    expect(
      await extendSubscription(as(admin), { subscriptionId: period.id, months: 1, reason }),
    ).toEqual({ ok: false, code: 'subscriptionEnded' });
    expect(await endSubscription(as(admin), { subscriptionId: period.id, reason })).toEqual({
      ok: false,
      code: 'subscriptionEnded',
    });
    expect((await trailOf(period.id)).map((entry) => entry.action).sort()).toEqual([
      'subscription.end',
      'subscription.extend',
      'subscription.grant',
    ]);
  });

  it('grants after the running period, and extends only the period that ends last', async () => {
    const { email, period } = await grantedProfile();
    const second = await grantSubscription(as(admin), {
      email,
      service: 'breeder_profile',
      months: 1,
      reason,
    });
    expect(second.startsAt).toEqual(period.endsAt);
    expect(
      await extendSubscription(as(admin), { subscriptionId: period.id, months: 1, reason }),
    ).toEqual({ ok: false, code: 'notLatestPeriod' });
    ok(await extendSubscription(as(admin), { subscriptionId: second.id, months: 1, reason }));
  });

  it('refuses other roles, unknown ids and accounts, and bad input, changing nothing', async () => {
    const { email, period } = await grantedProfile();
    const verifier = await createTestViewer(handle, 'ADMINV');
    const input = { subscriptionId: period.id, months: 1, reason };
    await expect(extendSubscription(as(verifier), input)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(endSubscription(as(null), input)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await expect(
      grantSubscription(as(await createTestViewer(handle)), {
        email,
        service: 'puppy_match',
        months: 1,
        reason,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      extendSubscription(as(admin), { ...input, subscriptionId: randomUUID() }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      grantSubscription(as(admin), {
        email: 'nobody@example.test',
        service: 'puppy_match',
        months: 1,
        reason,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    for (const months of [0, -1, 1.5, 37]) {
      await expect(extendSubscription(as(admin), { ...input, months })).rejects.toMatchObject({
        fields: { months: 'monthsInvalid' },
      });
    }
    await expect(extendSubscription(as(admin), { ...input, reason: ' ' })).rejects.toMatchObject({
      fields: { reason: 'reasonRequired' },
    });
    await expect(
      grantSubscription(as(admin), { email, service: 'gold', months: 1, reason }),
    ).rejects.toMatchObject({ fields: { service: 'serviceInvalid' } });
    const [row] = await handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, period.id));
    expect(row!.endsAt).toEqual(period.endsAt);
    expect(await trailOf(period.id)).toHaveLength(1);
  });
});
