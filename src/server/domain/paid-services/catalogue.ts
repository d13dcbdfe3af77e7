import { CHECKOUT_SERVICES } from '@/i18n/routing';
import { CURRENCIES, type Currency } from '@/i18n/currencies';
import type { paidService } from '../../db/schema';

/** The paid breeder services, as the database's `paid_service` enum spells them. */
export type PaidService = (typeof paidService.enumValues)[number];
export const PAID_SERVICES = [
  'breeder_profile',
  'upcoming_litters',
  'puppy_match',
] as const satisfies readonly PaidService[];

/** The checkout's URL slug of each service (`/payment/<slug>`). */
export type ServiceSlug = (typeof CHECKOUT_SERVICES)[number];
export const SERVICE_SLUGS: Readonly<Record<PaidService, ServiceSlug>> = {
  breeder_profile: 'breeder-profile',
  upcoming_litters: 'upcoming-litters',
  puppy_match: 'puppy-match',
};

export function serviceOfSlug(slug: string): PaidService | null {
  const found = PAID_SERVICES.find((service) => SERVICE_SLUGS[service] === slug);
  return found ?? null;
}

export function isPaidService(value: string): value is PaidService {
  return (PAID_SERVICES as readonly string[]).includes(value);
}

/** Plan lengths in months; the one-month plan is the yardstick for savings. */
export const PLAN_MONTHS = [1, 3, 6, 12] as const;
export type PlanMonths = (typeof PLAN_MONTHS)[number];

export function isPlanMonths(value: number): value is PlanMonths {
  return (PLAN_MONTHS as readonly number[]).includes(value);
}

/** Services are priced in every display currency of the site, so nobody meets a missing price. */
export const PLAN_CURRENCIES: readonly Currency[] = CURRENCIES;

/**
 * Default price per month in minor units (always hundredths, as the money helpers read them)
 * for the 1, 3, 6 and 12-month plans. Longer plans cost less a month. The plan price is the
 * monthly figure times the months; the migration seeding `plan_prices` was generated from
 * this table, and `default-plan-prices.test.ts` keeps the two equal.
 */
export const DEFAULT_MONTHLY_PRICES: Readonly<
  Record<PaidService, Readonly<Record<Currency, readonly [number, number, number, number]>>>
> = {
  breeder_profile: {
    EUR: [990, 890, 790, 690],
    HUF: [399000, 349000, 319000, 279000],
    USD: [1090, 970, 860, 750],
    GBP: [849, 749, 679, 599],
    PLN: [4290, 3790, 3390, 2990],
    RUB: [99000, 89000, 79000, 69000],
    RON: [4990, 4390, 3890, 3390],
    CZK: [24900, 21900, 19900, 16900],
    UAH: [44900, 39900, 35900, 30900],
    RSD: [119000, 105000, 93000, 81000],
  },
  upcoming_litters: {
    EUR: [690, 630, 590, 490],
    HUF: [279000, 249000, 229000, 199000],
    USD: [750, 690, 640, 530],
    GBP: [599, 549, 499, 429],
    PLN: [2990, 2690, 2490, 2090],
    RUB: [69000, 63000, 59000, 49000],
    RON: [3490, 3190, 2990, 2490],
    CZK: [16900, 15900, 14900, 11900],
    UAH: [30900, 27900, 25900, 21900],
    RSD: [81000, 74000, 69000, 57000],
  },
  puppy_match: {
    EUR: [490, 450, 390, 349],
    HUF: [199000, 179000, 159000, 139000],
    USD: [530, 490, 420, 380],
    GBP: [429, 389, 339, 299],
    PLN: [2090, 1890, 1690, 1490],
    RUB: [49000, 45000, 39000, 35000],
    RON: [2490, 2290, 1990, 1790],
    CZK: [11900, 10900, 9900, 8900],
    UAH: [21900, 19900, 17900, 15900],
    RSD: [57000, 53000, 46000, 41000],
  },
};

export interface DefaultPlanPrice {
  service: PaidService;
  months: PlanMonths;
  currency: Currency;
  amount: number;
}

/** Every service × plan × currency with its default amount (what a new database starts with). */
export function defaultPlanPrices(): DefaultPlanPrice[] {
  return PAID_SERVICES.flatMap((service) =>
    PLAN_CURRENCIES.flatMap((currency) =>
      PLAN_MONTHS.map((months, index) => ({
        service,
        months,
        currency,
        amount: DEFAULT_MONTHLY_PRICES[service][currency][index]! * months,
      })),
    ),
  );
}
