import { describe, expect, it } from 'vitest';
import type { Viewer } from '@/server/context';
import { landingVariantEvents, landingVariantOrders } from '@/server/db/schema';
import { createTestViewer } from '../../../../tests/support/factories';
import { deliver, takeSandboxWebhooks } from '../../../../tests/support/payment-fixtures';
import { ok } from '../../../../tests/support/results';
import { PAYS, setUpSandboxCheckout } from '../../../../tests/support/sandbox-checkout';
import { checkoutInput } from '../../../../tests/support/service-checkout';
import { DomainError, ValidationError } from '../errors';
import { createServiceOrder } from '../paid-services/create-service-order';
import { paySandboxCharge } from '../payments/sandbox-checkout';
import { startCardPayment } from '../payments/start-card-payment';
import { findLandingVariantStats } from './find-landing-variant-stats';
import { recordLandingExposure } from './record-landing-exposure';
import {
  drawVariant,
  formatVariantCookie,
  newVisitorId,
  parseVariantCookie,
} from './variant-cookie';

const bench = setUpSandboxCheckout();
const cookieOf = (variant: 'control' | 'A') =>
  formatVariantCookie({ variant, visitorId: newVisitorId() });
const DAY = { from: '2026-01-01', to: '2100-01-01' };

async function statsAs(role: 'ADMIN' | 'ADMINM') {
  const admin = await createTestViewer(bench.handle, role);
  return findLandingVariantStats(bench.ctxOf(admin), DAY);
}

async function order(viewer: Viewer, landingVariant: string | undefined) {
  const input = { ...(await checkoutInput(bench, viewer)), landingVariant };
  return ok(await createServiceOrder(bench.ctxOf(viewer), input)).orderId;
}

async function pay(viewer: Viewer, orderId: string) {
  const { redirectUrl } = ok(await startCardPayment(bench.ctxOf(viewer), { orderId }));
  await paySandboxCharge(bench.ctxOf(), redirectUrl.split('/').pop()!, PAYS);
  for (const body of await takeSandboxWebhooks(bench.handle)) await deliver(bench.ctxOf(), body);
}

describe('the variant cookie', () => {
  it.each([
    ['A.abcdefghijklmnopqrstuv', { variant: 'A', visitorId: 'abcdefghijklmnopqrstuv' }],
    ['control.abcdefghijklmnop', { variant: 'control', visitorId: 'abcdefghijklmnop' }],
    ['B.abcdefghijklmnopqrstuv', null],
    ['a.abcdefghijklmnopqrstuv', null],
    ['A.short', null],
    ['A.abcdefghijklmnop<script>', null],
    ['Aabcdefghijklmnopqrstuv', null],
    ['', null],
    [undefined, null],
  ])('%s parses to %j', (value, expected) => {
    expect(parseVariantCookie(value)).toEqual(expected);
  });

  it('a fresh visitor id survives its own cookie', () => {
    const assignment = { variant: 'A' as const, visitorId: newVisitorId() };
    expect(parseVariantCookie(formatVariantCookie(assignment))).toEqual(assignment);
  });

  it.each([
    [50, 0.49, 'A'],
    [50, 0.5, 'control'],
    [0, 0, 'control'],
    [100, 0.999, 'A'],
    [10, 0.05, 'A'],
    [10, 0.1, 'control'],
  ] as const)('a split of %i%% sends a draw of %f to %s', (split, draw, variant) => {
    expect(drawVariant(split, draw)).toBe(variant);
  });
});

describe('exposures', () => {
  it('count a visitor once a day per variant, and again the next day', async () => {
    const cookie = cookieOf('A');
    bench.clock = new Date('2026-03-02T08:00:00Z');
    expect(await recordLandingExposure(bench.ctxOf(), { cookie, shown: 'A' })).toBe(true);
    bench.clock = new Date('2026-03-02T23:00:00Z');
    expect(await recordLandingExposure(bench.ctxOf(), { cookie, shown: 'A' })).toBe(false);
    bench.clock = new Date('2026-03-03T00:30:00Z');
    expect(await recordLandingExposure(bench.ctxOf(), { cookie, shown: 'A' })).toBe(true);
    const rows = await bench.handle.db.select().from(landingVariantEvents);
    expect(rows.filter((row) => cookie.endsWith(row.visitorId)).map((r) => r.day)).toEqual([
      '2026-03-02',
      '2026-03-03',
    ]);
  });

  it('are not written for a forged cookie or another variant than the one shown', async () => {
    const before = (await bench.handle.db.select().from(landingVariantEvents)).length;
    for (const cookie of ['B.abcdefghijklmnopqrstuv', 'A.x', '', null]) {
      expect(await recordLandingExposure(bench.ctxOf(), { cookie, shown: 'A' })).toBe(false);
    }
    expect(
      await recordLandingExposure(bench.ctxOf(), { cookie: cookieOf('control'), shown: 'A' }),
    ).toBe(false);
    expect(await bench.handle.db.select().from(landingVariantEvents)).toHaveLength(before);
  });
});

describe('findLandingVariantStats', () => {
  it('counts exposures, checkouts started and paid per variant in the period', async () => {
    const start = await statsAs('ADMIN');
    bench.clock = new Date('2026-04-10T10:00:00Z');
    for (const variant of ['A', 'A', 'control'] as const) {
      await recordLandingExposure(bench.ctxOf(), { cookie: cookieOf(variant), shown: variant });
    }
    const a = await createTestViewer(bench.handle);
    const paidA = await order(a, cookieOf('A'));
    await order(await createTestViewer(bench.handle), cookieOf('A'));
    await order(await createTestViewer(bench.handle), cookieOf('control'));
    await order(await createTestViewer(bench.handle), 'B.abcdefghijklmnopqrstuv');
    await order(await createTestViewer(bench.handle), undefined);
    await pay(a, paidA);

    const after = await statsAs('ADMINM');
    const delta = after.map((row, i) => ({
      variant: row.variant,
      exposures: row.exposures - start[i]!.exposures,
      checkoutsStarted: row.checkoutsStarted - start[i]!.checkoutsStarted,
      checkoutsPaid: row.checkoutsPaid - start[i]!.checkoutsPaid,
    }));
    expect(delta).toEqual([
      { variant: 'control', exposures: 1, checkoutsStarted: 1, checkoutsPaid: 0 },
      { variant: 'A', exposures: 2, checkoutsStarted: 2, checkoutsPaid: 1 },
    ]);
    const linked = await bench.handle.db.select().from(landingVariantOrders);
    expect(linked.every((row) => row.variant === 'A' || row.variant === 'control')).toBe(true);
  });

  it('leaves out days outside the period', async () => {
    bench.clock = new Date('2026-05-20T10:00:00Z');
    await recordLandingExposure(bench.ctxOf(), { cookie: cookieOf('A'), shown: 'A' });
    const admin = await createTestViewer(bench.handle, 'ADMIN');
    const may = await findLandingVariantStats(bench.ctxOf(admin), {
      from: '2026-05-20',
      to: '2026-05-21',
    });
    const before = await findLandingVariantStats(bench.ctxOf(admin), {
      from: '2026-05-01',
      to: '2026-05-20',
    });
    expect(may.find((row) => row.variant === 'A')!.exposures).toBe(1);
    expect(before.find((row) => row.variant === 'A')!.exposures).toBe(0);
  });

  it.each(['USER', 'ADMINV', null] as const)('is refused to %s', async (role) => {
    const viewer = role ? await createTestViewer(bench.handle, role) : null;
    await expect(findLandingVariantStats(bench.ctxOf(viewer), DAY)).rejects.toBeInstanceOf(
      DomainError,
    );
  });

  it.each([
    { from: '2026-13-01', to: '2026-12-31' },
    { from: 'yesterday', to: '2026-01-01' },
    { from: '2026-02-01', to: '2026-01-01' },
  ])('refuses the period %j', async (period) => {
    const admin = await createTestViewer(bench.handle, 'ADMIN');
    await expect(findLandingVariantStats(bench.ctxOf(admin), period)).rejects.toBeInstanceOf(
      ValidationError,
    );
  });
});
