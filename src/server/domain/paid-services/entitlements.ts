import { and, eq, exists, gt, lte, max, sql, type Column } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../context';
import { PAID_SERVICES, type PaidService } from './catalogue';

const covering = (userId: string | Column, at: Date) =>
  and(
    eq(subscriptions.userId, userId),
    eq(subscriptions.status, 'active'),
    lte(subscriptions.startsAt, at),
    gt(subscriptions.endsAt, at),
  );

/**
 * `hasEntitlement` as a condition inside a larger statement: whether the account named by a
 * column of that statement has the service at `at`.
 */
export function entitlementExists(db: Executor, userId: Column, service: PaidService, at: Date) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(subscriptions)
      .where(and(covering(userId, at), eq(subscriptions.service, service))),
  );
}

/**
 * Whether the account has the service at `at` (default now): an active subscription whose
 * period covers that moment. The domain asks this before it shows or allows what the service
 * sells.
 */
export async function hasEntitlement(
  ctx: RequestContext,
  input: { userId: string; service: PaidService; at?: Date },
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(covering(input.userId, input.at ?? ctx.now()), eq(subscriptions.service, input.service)),
    )
    .limit(1);
  return Boolean(row);
}

/** The services the account has at `at` (default now), in catalogue order. */
export async function activeServices(
  ctx: RequestContext,
  input: { userId: string; at?: Date },
): Promise<PaidService[]> {
  const rows = await ctx.db
    .selectDistinct({ service: subscriptions.service })
    .from(subscriptions)
    .where(covering(input.userId, input.at ?? ctx.now()));
  const held = new Set(rows.map((row) => row.service));
  return PAID_SERVICES.filter((service) => held.has(service));
}

/**
 * When the account's service runs out if nothing more is paid: the latest end of its active
 * periods, or null when none is running.
 */
export async function serviceEndsAt(
  db: Executor,
  input: { userId: string; service: PaidService; now: Date },
): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: max(subscriptions.endsAt) })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, input.userId),
        eq(subscriptions.service, input.service),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.endsAt, input.now),
      ),
    );
  return row?.endsAt ?? null;
}
