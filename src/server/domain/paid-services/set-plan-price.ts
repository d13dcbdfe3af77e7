import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { planPrices } from '../../db/schema';
import { recordAdminAction } from '../admin/audit-log';
import type { RequestContext } from '../../context';
import { requireRole } from '../auth/require-role';
import { ValidationError } from '../errors';
import { PAID_SERVICES, PLAN_CURRENCIES, PLAN_MONTHS, type PaidService } from './catalogue';

/** A plan may cost at most this many minor units (a sanity bound against a slipped zero). */
const MAX_AMOUNT = 100_000_000;

const inputSchema = z.object({
  service: z.enum(PAID_SERVICES),
  months: z
    .number()
    .int()
    .refine((months) => (PLAN_MONTHS as readonly number[]).includes(months)),
  currency: z
    .string()
    .refine((currency) => (PLAN_CURRENCIES as readonly string[]).includes(currency)),
  amount: z.number().int().min(1).max(MAX_AMOUNT),
});

const FIELD_ERRORS = {
  service: 'serviceInvalid',
  months: 'planInvalid',
  currency: 'currencyInvalid',
  amount: 'priceInvalid',
} as const;

export interface SetPlanPriceInput {
  service: string;
  months: number;
  currency: string;
  amount: number;
}

/**
 * Sets one plan's price in minor units; ADMIN and ADMINM (money) only. Orders already made keep
 * the amount they were created with. The change (before and after) goes to the audit log.
 */
export async function setPlanPrice(ctx: RequestContext, input: SetPlanPriceInput) {
  const admin = requireRole(ctx, ['ADMINM'], 'set plan prices');
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as keyof typeof FIELD_ERRORS;
      fields[field] = FIELD_ERRORS[field];
    }
    throw new ValidationError(fields);
  }
  const { months, currency, amount } = parsed.data;
  const service = parsed.data.service as PaidService;
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ amount: planPrices.amount })
      .from(planPrices)
      .where(
        and(
          eq(planPrices.service, service),
          eq(planPrices.months, months),
          eq(planPrices.currency, currency),
        ),
      )
      .for('update');
    const [row] = await tx
      .insert(planPrices)
      .values({ service, months, currency, amount, updatedAt: ctx.now() })
      .onConflictDoUpdate({
        target: [planPrices.service, planPrices.months, planPrices.currency],
        set: { amount, updatedAt: ctx.now() },
      })
      .returning();
    await recordAdminAction(
      tx,
      admin,
      {
        action: 'planPrice.set',
        targetType: 'plan_price',
        targetId: `${service}:${months}:${currency}`,
        before: before ? { amount: before.amount, currency } : null,
        after: { amount, currency },
      },
      ctx.now(),
    );
    return row!;
  });
}
