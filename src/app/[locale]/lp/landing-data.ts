import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Currency } from '@/i18n/currencies';
import { createRequestContext } from '@/server/context';
import { findBreeders } from '@/server/domain/kennels/find-breeders';
import { findUpcomingLitters } from '@/server/domain/listings/find-latest-listings';
import { PLAN_CURRENCIES } from '@/server/domain/paid-services/catalogue';
import { findPlanPrices, type ServicePrices } from '@/server/domain/paid-services/find-plan-prices';

const ctx = () => createRequestContext();
// The landing pages are cached like the lists: prices and examples are read at most every
// five minutes by all visitors together.
const options = { tags: ['landing'], revalidate: 300 };

/** Every service's plans in every currency the site shows, for the cached landing pages. */
export const getAllPlanPricesCached = unstable_cache(
  async (): Promise<Partial<Record<Currency, ServicePrices[]>>> => {
    const context = ctx();
    const all = await Promise.all(
      PLAN_CURRENCIES.map(async (currency) => [
        currency,
        await findPlanPrices(context, { currency }),
      ]),
    );
    return Object.fromEntries(all);
  },
  ['landing-plan-prices'],
  options,
);

/** Live examples: the newest kennels with a breeder profile and the next planned litters. */
export const getLandingExamplesCached = unstable_cache(
  async () => {
    const context = ctx();
    const [breeders, litters] = await Promise.all([
      findBreeders(context, { sort: 'dateDesc', page: 1 }),
      findUpcomingLitters(context, 4),
    ]);
    return { kennels: breeders.items.slice(0, 2), kennelCount: breeders.total, litters };
  },
  ['landing-examples'],
  options,
);
