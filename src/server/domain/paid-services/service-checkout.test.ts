// Runs on PGlite too: the paid order, its subscription (an advisory lock) and the billing row in one payment transaction.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingDetails, orders, subscriptions } from '@/server/db/schema';
import { createTestViewer } from '../../../../tests/support/factories';
import { setUpSandboxCheckout } from '../../../../tests/support/sandbox-checkout';
import { buyByCard, checkoutInput } from '../../../../tests/support/service-checkout';
import { startCardPayment } from '../payments/start-card-payment';
import { createServiceOrder } from './create-service-order';
import { activeServices, hasEntitlement } from './entitlements';
import { SUBSCRIPTION_ORDER_HANDLER } from './subscription-order-handler';

const bench = setUpSandboxCheckout();
const count = async (table: typeof orders | typeof billingDetails) =>
  (await bench.handle.db.select().from(table)).length;

describe('a service bought by card', () => {
  it('fixes the price in the order, keeps the billing details and starts the service', async () => {
    const breeder = await createTestViewer(bench.handle);
    const ctx = bench.ctxOf(breeder);
    expect(await hasEntitlement(ctx, { userId: breeder.id, service: 'breeder_profile' })).toBe(
      false,
    );
    const { orderId } = await buyByCard(bench, breeder, { months: 3, currency: 'HUF' });
    const [order] = await bench.handle.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      status: 'paid',
      amount: 1047000,
      currency: 'HUF',
      planMonths: 3,
    });
    const [billing] = await bench.handle.db
      .select()
      .from(billingDetails)
      .where(eq(billingDetails.orderId, orderId));
    expect(billing).toMatchObject({ kind: 'person', countryCode: 'HU', vatChecked: null });
    expect(await hasEntitlement(ctx, { userId: breeder.id, service: 'breeder_profile' })).toBe(
      true,
    );
    expect(await activeServices(ctx, { userId: breeder.id })).toEqual(['breeder_profile']);
    const later = new Date(bench.clock.getTime() + 100 * 86_400_000);
    expect(
      await hasEntitlement(ctx, { userId: breeder.id, service: 'breeder_profile', at: later }),
    ).toBe(false);
  });

  it('paying early extends from the current end', async () => {
    const breeder = await createTestViewer(bench.handle);
    await buyByCard(bench, breeder, { service: 'upcoming_litters', months: 1 });
    await buyByCard(bench, breeder, { service: 'upcoming_litters', months: 3 });
    const periods = await bench.handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, breeder.id))
      .orderBy(subscriptions.startsAt);
    expect(periods).toHaveLength(2);
    expect(periods[1]!.startsAt).toEqual(periods[0]!.endsAt);
    const months = (periods[1]!.endsAt.getTime() - periods[0]!.startsAt.getTime()) / 86_400_000;
    expect(months).toBeGreaterThanOrEqual(119);
    expect(months).toBeLessThanOrEqual(124);
  });

  it('a refund cancels the period it paid for', async () => {
    const breeder = await createTestViewer(bench.handle);
    const { orderId } = await buyByCard(bench, breeder, { service: 'puppy_match' });
    const [order] = await bench.handle.db.select().from(orders).where(eq(orders.id, orderId));
    await SUBSCRIPTION_ORDER_HANDLER.onRefunded!(bench.ctxOf(), order!);
    const ctx = bench.ctxOf(breeder);
    expect(await hasEntitlement(ctx, { userId: breeder.id, service: 'puppy_match' })).toBe(false);
  });
});

describe('refused checkouts change nothing', () => {
  it('a paid order is not paid again, nor made again from its checkout', async () => {
    const breeder = await createTestViewer(bench.handle);
    const { orderId, input } = await buyByCard(bench, breeder);
    const before = [await count(orders), await count(billingDetails)];
    expect(await startCardPayment(bench.ctxOf(breeder), { orderId })).toEqual({
      ok: false,
      code: 'orderAlreadyPaid',
    });
    expect(await createServiceOrder(bench.ctxOf(breeder), input)).toEqual({
      ok: false,
      code: 'orderAlreadyPaid',
    });
    expect([await count(orders), await count(billingDetails)]).toEqual(before);
  });

  it('resubmitting a pending checkout reuses its order', async () => {
    const breeder = await createTestViewer(bench.handle);
    const input = await checkoutInput(bench, breeder);
    const first = await createServiceOrder(bench.ctxOf(breeder), input);
    const before = await count(orders);
    expect(await createServiceOrder(bench.ctxOf(breeder), input)).toEqual(first);
    expect(await count(orders)).toBe(before);
  });

  it.each([
    ['a lower amount', { amount: 1 }, { ok: false, code: 'checkoutChanged' }],
    ['a fractional amount', { amount: 989.5 }, { ok: false, code: 'checkoutChanged' }],
    ['another plan', { months: 2 }, { fields: { months: 'planInvalid' } }],
    ['another service', { service: 'gold' }, { fields: { service: 'serviceInvalid' } }],
    ['an unpriced currency', { currency: 'XYZ' }, { fields: { currency: 'currencyInvalid' } }],
    ['a made-up method', { method: 'cash' }, { fields: { method: 'required' } }],
  ])('%s is refused', async (_label, change, expected) => {
    const breeder = await createTestViewer(bench.handle);
    const input = { ...(await checkoutInput(bench, breeder)), ...change };
    const before = [await count(orders), await count(billingDetails)];
    const outcome = await createServiceOrder(bench.ctxOf(breeder), input).catch((e) => e);
    expect(outcome).toMatchObject(expected);
    expect([await count(orders), await count(billingDetails)]).toEqual(before);
  });

  it.each([
    [{ name: '' }, { name: 'required' }],
    [{ city: '  ' }, { city: 'required' }],
    [{ countryCode: 'XX' }, { countryCode: 'countryInvalid' }],
    [{ email: 'not-an-address' }, { email: 'emailInvalid' }],
    [{ kind: 'company' }, { companyName: 'required' }],
    [
      { kind: 'company', companyName: 'Kft', vatNumber: 'HU12345678' },
      { vatNumber: 'vatNumberInvalid' },
    ],
  ])('billing %j is refused with %j', async (change, fields) => {
    const breeder = await createTestViewer(bench.handle);
    const base = await checkoutInput(bench, breeder);
    const input = { ...base, billing: { ...base.billing, ...change } as typeof base.billing };
    const before = await count(orders);
    await expect(createServiceOrder(bench.ctxOf(breeder), input)).rejects.toMatchObject({
      code: 'VALIDATION',
      fields,
    });
    expect(await count(orders)).toBe(before);
  });

  it('a company with a well-formed VAT number is checked by format', async () => {
    const breeder = await createTestViewer(bench.handle);
    const base = await checkoutInput(bench, breeder);
    const billing = { ...base.billing, kind: 'company' as const, companyName: 'Vizsla Kft.' };
    const { orderId } = (await createServiceOrder(bench.ctxOf(breeder), {
      ...base,
      billing: { ...billing, vatNumber: 'BE 0411.905.847' },
    })) as { orderId: string };
    const [row] = await bench.handle.db
      .select()
      .from(billingDetails)
      .where(eq(billingDetails.orderId, orderId));
    expect(row).toMatchObject({ vatNumber: 'BE0411905847', vatChecked: 'format' });
  });

  it('a visitor must sign in first', async () => {
    const breeder = await createTestViewer(bench.handle);
    const input = await checkoutInput(bench, breeder);
    await expect(createServiceOrder(bench.ctxOf(null), input)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
