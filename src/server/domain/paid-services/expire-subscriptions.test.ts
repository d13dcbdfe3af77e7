import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions, users } from '@/server/db/schema';
import { createTestViewer } from '../../../../tests/support/factories';
import { queuedEmails } from '../../../../tests/support/payment-fixtures';
import { setUpSandboxCheckout } from '../../../../tests/support/sandbox-checkout';
import { buyByCard } from '../../../../tests/support/service-checkout';
import { hasEntitlement } from './entitlements';
import { expireSubscriptions } from './expire-subscriptions';

const bench = setUpSandboxCheckout();
const DAY = 86_400_000;

async function breederWithPlan(locale: string) {
  const breeder = await createTestViewer(bench.handle);
  await bench.handle.db.update(users).set({ locale }).where(eq(users.id, breeder.id));
  await buyByCard(bench, breeder, { service: 'breeder_profile', months: 1 });
  const [period] = await bench.handle.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, breeder.id));
  const email = (
    await bench.handle.db.select({ email: users.email }).from(users).where(eq(users.id, breeder.id))
  )[0]!.email;
  return { breeder, period: period!, email };
}

const runAt = async (at: Date) => {
  bench.clock = at;
  return expireSubscriptions(bench.ctxOf());
};

describe('expireSubscriptions', () => {
  it('reminds 7 days and 1 day before the end and tells of the end, each once, in the breeder’s language', async () => {
    const { breeder, period, email } = await breederWithPlan('de');
    const end = period.endsAt.getTime();
    await runAt(new Date(end - 10 * DAY));
    expect(await queuedEmails(bench.handle, 'subscriptionEndsSoon', email)).toHaveLength(0);
    await runAt(new Date(end - 6 * DAY));
    await runAt(new Date(end - 5 * DAY));
    const weekly = await queuedEmails(bench.handle, 'subscriptionEndsSoon', email);
    expect(weekly).toHaveLength(1);
    expect(weekly[0]).toMatchObject({
      locale: 'de',
      values: { days: '7', service: 'breeder_profile' },
    });
    await runAt(new Date(end - 12 * 3600_000));
    await runAt(new Date(end - 11 * 3600_000));
    expect(await queuedEmails(bench.handle, 'subscriptionEndsSoon', email)).toHaveLength(2);
    expect(
      await hasEntitlement(bench.ctxOf(), { userId: breeder.id, service: 'breeder_profile' }),
    ).toBe(true);

    expect(await runAt(new Date(end + 60_000))).toMatchObject({ expired: 1 });
    await runAt(new Date(end + 3600_000));
    expect(await queuedEmails(bench.handle, 'subscriptionEnded', email)).toHaveLength(1);
    const [after] = await bench.handle.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.id, period.id));
    expect(after!.status).toBe('expired');
    expect(
      await hasEntitlement(bench.ctxOf(), { userId: breeder.id, service: 'breeder_profile' }),
    ).toBe(false);
  });

  it('a renewed service is reminded of its new end only, and never told it ended', async () => {
    const { breeder, period, email } = await breederWithPlan('hu');
    await buyByCard(bench, breeder, { service: 'breeder_profile', months: 1 });
    const end = period.endsAt.getTime();
    await runAt(new Date(end - 3 * DAY));
    expect(await queuedEmails(bench.handle, 'subscriptionEndsSoon', email)).toHaveLength(0);
    await runAt(new Date(end + 60_000));
    expect(await queuedEmails(bench.handle, 'subscriptionEnded', email)).toHaveLength(0);
    expect(
      await hasEntitlement(bench.ctxOf(), { userId: breeder.id, service: 'breeder_profile' }),
    ).toBe(true);
  });
});
