import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { adminActions, planPrices } from '@/server/db/schema';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import { PAID_SERVICES, PLAN_CURRENCIES, PLAN_MONTHS, defaultPlanPrices } from './catalogue';
import { findPlanPrices } from './find-plan-prices';
import { setPlanPrice } from './set-plan-price';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const ctxAs = async (role: 'USER' | 'ADMIN' | 'ADMINV' | 'ADMINM' | null) =>
  createTestContext(handle, { viewer: role ? await createTestViewer(handle, role) : null });

describe('default plan prices', () => {
  it('the migrations seed exactly the catalogue’s defaults, one for each service × plan × currency', async () => {
    const stored = await handle.db
      .select({
        service: planPrices.service,
        months: planPrices.months,
        currency: planPrices.currency,
        amount: planPrices.amount,
      })
      .from(planPrices);
    const key = (p: { service: string; months: number; currency: string }) =>
      `${p.service}/${p.months}/${p.currency}`;
    const sorted = <T extends { service: string; months: number; currency: string }>(rows: T[]) =>
      [...rows].sort((x, y) => key(x).localeCompare(key(y)));
    expect(stored).toHaveLength(PAID_SERVICES.length * PLAN_MONTHS.length * PLAN_CURRENCIES.length);
    expect(sorted(stored)).toEqual(sorted(defaultPlanPrices()));
  });

  it.each(PLAN_CURRENCIES)(
    'longer plans cost less a month in %s, and every amount is whole',
    (currency) => {
      for (const service of PAID_SERVICES) {
        const plans = defaultPlanPrices().filter(
          (p) => p.service === service && p.currency === currency,
        );
        const perMonth = plans.map((p) => p.amount / p.months);
        expect(perMonth).toEqual([...perMonth].sort((x, y) => y - x));
        expect(new Set(perMonth).size).toBe(perMonth.length);
        for (const plan of plans) expect(Number.isInteger(plan.amount)).toBe(true);
      }
    },
  );
});

describe('findPlanPrices', () => {
  it('gives each service its plans with the price and saving a month', async () => {
    const prices = await findPlanPrices(await ctxAs(null), { currency: 'EUR' });
    expect(prices.map((p) => p.service)).toEqual([...PAID_SERVICES]);
    const profile = prices.find((p) => p.service === 'breeder_profile')!;
    expect(profile.plans).toEqual([
      { months: 1, amount: 990, perMonth: 990, savingPerMonth: 0 },
      { months: 3, amount: 2670, perMonth: 890, savingPerMonth: 100 },
      { months: 6, amount: 4740, perMonth: 790, savingPerMonth: 200 },
      { months: 12, amount: 8280, perMonth: 690, savingPerMonth: 300 },
    ]);
  });

  it('reads whole forints in minor units, as the money helpers do', async () => {
    const prices = await findPlanPrices(await ctxAs(null), { currency: 'HUF' });
    expect(prices[0]!.plans[0]).toMatchObject({ months: 1, amount: 399000 });
  });

  it.each(['XYZ', 'eur', ''])('refuses the unknown currency %j', async (currency) => {
    await expect(findPlanPrices(await ctxAs(null), { currency })).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { currency: 'currencyInvalid' },
    });
  });
});

describe('setPlanPrice', () => {
  const input = { service: 'upcoming_litters', months: 6, currency: 'PLN', amount: 12900 };
  const stored = async () =>
    (
      await handle.db
        .select({ amount: planPrices.amount })
        .from(planPrices)
        .where(
          and(
            eq(planPrices.service, 'upcoming_litters'),
            eq(planPrices.months, 6),
            eq(planPrices.currency, 'PLN'),
          ),
        )
    )[0]!.amount;

  it.each(['ADMIN', 'ADMINM'] as const)('%s sets a price', async (role) => {
    const amount = role === 'ADMIN' ? 12900 : 13900;
    const row = await setPlanPrice(await ctxAs(role), { ...input, amount });
    expect(row).toMatchObject({ service: 'upcoming_litters', months: 6, currency: 'PLN', amount });
    expect(await stored()).toBe(amount);
  });

  it('writes each change, before and after, to the audit log', async () => {
    const ctx = await ctxAs('ADMINM');
    await setPlanPrice(ctx, { ...input, amount: 14900 });
    await setPlanPrice(ctx, { ...input, amount: 15900 });
    const trail = await handle.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.actorId, ctx.viewer!.id));
    expect(trail.map((entry) => [entry.action, entry.targetId, entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        [
          'planPrice.set',
          'upcoming_litters:6:PLN',
          expect.anything(),
          { amount: 14900, currency: 'PLN' },
        ],
        [
          'planPrice.set',
          'upcoming_litters:6:PLN',
          { amount: 14900, currency: 'PLN' },
          { amount: 15900, currency: 'PLN' },
        ],
      ]),
    );
  });

  it.each([null, 'USER', 'ADMINV'] as const)('%s may not, and nothing changes', async (role) => {
    const before = await stored();
    await expect(setPlanPrice(await ctxAs(role), { ...input, amount: 1 })).rejects.toMatchObject({
      code: role === null ? 'UNAUTHENTICATED' : 'FORBIDDEN',
    });
    expect(await stored()).toBe(before);
  });

  it.each([
    [{ amount: 0 }, 'amount', 'priceInvalid'],
    [{ amount: 12.5 }, 'amount', 'priceInvalid'],
    [{ amount: 1_000_000_000 }, 'amount', 'priceInvalid'],
    [{ months: 2 }, 'months', 'planInvalid'],
    [{ currency: 'XYZ' }, 'currency', 'currencyInvalid'],
    [{ service: 'gold_membership' }, 'service', 'serviceInvalid'],
  ])('refuses %j with a field error and changes nothing', async (change, field, code) => {
    const before = await stored();
    const logged = (await handle.db.select().from(adminActions)).length;
    await expect(
      setPlanPrice(await ctxAs('ADMINM'), { ...input, ...change }),
    ).rejects.toMatchObject({ code: 'VALIDATION', fields: { [field]: code } });
    expect(await stored()).toBe(before);
    expect(await handle.db.select().from(adminActions)).toHaveLength(logged);
  });
});
