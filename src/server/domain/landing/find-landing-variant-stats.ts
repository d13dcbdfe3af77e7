import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import { landingVariantEvents, landingVariantOrders, orders } from '../../db/schema';
import type { RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { requireRole } from '../auth/require-role';
import { ValidationError } from '../errors';
import { LANDING_VARIANTS, type LandingVariant } from './variant-cookie';

export interface LandingVariantStats {
  variant: LandingVariant;
  /** Visitor-days that saw the variant. */
  exposures: number;
  /** Checkout orders made by visitors of the variant. */
  checkoutsStarted: number;
  /** Those of them paid (refunded later or not). */
  checkoutsPaid: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PAID = ['paid', 'refunded'] as const;

/**
 * Exposures, checkouts started and checkouts paid per variant of the breeder-profile landing
 * page between two days (`from` inclusive, `to` exclusive, UTC), for the admin reports.
 */
export async function findLandingVariantStats(
  ctx: RequestContext,
  input: { from: string; to: string },
): Promise<LandingVariantStats[]> {
  requireRole(ctx, ['ADMIN', 'ADMINM'], 'read landing page figures');
  const fields: Record<string, string> = {};
  if (!DAY.test(input.from) || Number.isNaN(Date.parse(input.from))) fields.from = 'dateInvalid';
  if (!DAY.test(input.to) || Number.isNaN(Date.parse(input.to))) fields.to = 'dateInvalid';
  else if (!fields.from && input.to <= input.from) fields.to = 'dateInvalid';
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  return countLandingVariants(ctx.db, input);
}

/** The counts behind the figures above, for callers that checked the viewer's role already. */
export async function countLandingVariants(
  db: Executor,
  input: { from: string; to: string },
): Promise<LandingVariantStats[]> {
  const start = new Date(`${input.from}T00:00:00Z`);
  const end = new Date(`${input.to}T00:00:00Z`);
  const [exposures, started, paid] = await Promise.all([
    db
      .select({ variant: landingVariantEvents.variant, n: count() })
      .from(landingVariantEvents)
      .where(
        and(
          eq(landingVariantEvents.kind, 'exposure'),
          gte(landingVariantEvents.day, input.from),
          lt(landingVariantEvents.day, input.to),
        ),
      )
      .groupBy(landingVariantEvents.variant),
    db
      .select({ variant: landingVariantOrders.variant, n: count() })
      .from(landingVariantOrders)
      .where(
        and(gte(landingVariantOrders.createdAt, start), lt(landingVariantOrders.createdAt, end)),
      )
      .groupBy(landingVariantOrders.variant),
    db
      .select({ variant: landingVariantOrders.variant, n: count() })
      .from(landingVariantOrders)
      .innerJoin(orders, eq(orders.id, landingVariantOrders.orderId))
      .where(
        and(
          gte(landingVariantOrders.createdAt, start),
          lt(landingVariantOrders.createdAt, end),
          inArray(orders.status, [...PAID]),
        ),
      )
      .groupBy(landingVariantOrders.variant),
  ]);
  const of = (rows: { variant: string; n: number }[], variant: string) =>
    Number(rows.find((row) => row.variant === variant)?.n ?? 0);
  return LANDING_VARIANTS.map((variant) => ({
    variant,
    exposures: of(exposures, variant),
    checkoutsStarted: of(started, variant),
    checkoutsPaid: of(paid, variant),
  }));
}
