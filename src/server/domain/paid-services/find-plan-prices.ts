import { and, asc, eq } from 'drizzle-orm';
import { isCurrency, type Currency } from '@/i18n/currencies';
import { planPrices } from '../../db/schema';
import type { RequestContext } from '../../context';
import { ValidationError } from '../errors';
import { PAID_SERVICES, PLAN_CURRENCIES, type PaidService, type PlanMonths } from './catalogue';

export interface PlanPrice {
  months: PlanMonths;
  /** The plan's price in minor units of the currency. */
  amount: number;
  perMonth: number;
  /** How much less a month than the one-month plan (0 for the one-month plan itself). */
  savingPerMonth: number;
}

export interface ServicePrices {
  service: PaidService;
  currency: Currency;
  plans: PlanPrice[];
}

/**
 * Every service's plans in one currency, with the price a month and the saving a month against
 * the one-month plan. Public: the landing pages, the checkout and the profile read it.
 */
export async function findPlanPrices(
  ctx: RequestContext,
  input: { currency: string },
): Promise<ServicePrices[]> {
  const currency = input.currency;
  if (!isCurrency(currency) || !PLAN_CURRENCIES.includes(currency)) {
    throw new ValidationError({ currency: 'currencyInvalid' });
  }
  const rows = await ctx.db
    .select({ service: planPrices.service, months: planPrices.months, amount: planPrices.amount })
    .from(planPrices)
    .where(eq(planPrices.currency, currency))
    .orderBy(asc(planPrices.months));
  return PAID_SERVICES.map((service) => {
    const own = rows.filter((row) => row.service === service);
    const monthly = own.find((row) => row.months === 1);
    const oneMonth = monthly ? monthly.amount : null;
    return {
      service,
      currency,
      plans: own.map((row) => {
        const perMonth = Math.round(row.amount / row.months);
        return {
          months: row.months as PlanMonths,
          amount: row.amount,
          perMonth,
          savingPerMonth: oneMonth === null ? 0 : Math.max(0, oneMonth - perMonth),
        };
      }),
    };
  });
}

/** One plan's current price in minor units, or null when none is set for that currency. */
export async function findPlanPrice(
  ctx: RequestContext,
  input: { service: PaidService; months: number; currency: string },
): Promise<number | null> {
  const [row] = await ctx.db
    .select({ amount: planPrices.amount })
    .from(planPrices)
    .where(
      and(
        eq(planPrices.service, input.service),
        eq(planPrices.months, input.months),
        eq(planPrices.currency, input.currency),
      ),
    );
  return row?.amount ?? null;
}
