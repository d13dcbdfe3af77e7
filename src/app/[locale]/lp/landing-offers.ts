import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { PlanOffer, PlanWords } from '@/components/landing/plan-prices';
import { serviceLd } from '@/components/landing/landing-json-ld';
import { DEFAULT_CURRENCY_BY_LOCALE, type Currency } from '@/i18n/currencies';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import type { RouteKey } from '@/i18n/routing';
import { siteIdentity } from '@/i18n/share-card';
import { SERVICE_SLUGS, type PaidService } from '@/server/domain/paid-services/catalogue';
import type { ServicePrices } from '@/server/domain/paid-services/find-plan-prices';
import { siteUrl } from '@/site-url';
import { RETURN_TO_PARAM } from '@/validation/safe-return-path';

type AllPrices = Partial<Record<Currency, ServicePrices[]>>;

/** The checkout of a service's plan, preselected (`/payment/<service>?months=<months>`, as the checkout reads it). */
export function checkoutPath(service: PaidService, months: number, locale: Locale): string {
  const route = `/payment/${SERVICE_SLUGS[service]}` as RouteKey;
  return `${getPathname(route, {}, locale)}?months=${months}`;
}

/** Sign-up that brings a new visitor back to the checkout afterwards. */
export function signUpPath(service: PaidService, locale: Locale): string {
  const back = new URLSearchParams({ [RETURN_TO_PARAM]: checkoutPath(service, 1, locale) });
  return `${getPathname('/sign-up', {}, locale)}?${back}`;
}

/** A service's plans with their prices in every currency and their calls to action. */
export async function planOffers(
  service: PaidService,
  prices: AllPrices,
  locale: Locale,
): Promise<PlanOffer[]> {
  const t = await getTranslations({ locale, namespace: 'Landing' });
  const tName = await getTranslations({ locale, namespace: 'PaidServices.name' });
  const months = prices[DEFAULT_CURRENCY_BY_LOCALE[locale]]
    ?.find((entry) => entry.service === service)
    ?.plans.map((plan) => plan.months);
  return (months ?? []).map((planMonths) => ({
    months: planMonths,
    planName: t('planName', { months: planMonths }),
    label: t('buy', { service: tName(service), months: planMonths }),
    checkoutHref: checkoutPath(service, planMonths, locale),
    prices: Object.fromEntries(
      Object.entries(prices).flatMap(([currency, list]) => {
        const plan = list
          ?.find((entry) => entry.service === service)
          ?.plans.find((p) => p.months === planMonths);
        return plan ? [[currency, plan]] : [];
      }),
    ),
  }));
}

export async function planWords(locale: Locale): Promise<PlanWords> {
  const t = await getTranslations({ locale, namespace: 'Landing' });
  return {
    perMonth: t('perMonth', { price: '{price}' }),
    saving: t('saving', { amount: '{amount}' }),
  };
}

/** The service's schema.org Service with an Offer per plan in the language's currency. */
export async function serviceJsonLd(
  service: PaidService,
  prices: AllPrices,
  locale: Locale,
  page: RouteKey,
) {
  const t = await getTranslations({ locale, namespace: 'Landing' });
  const tName = await getTranslations({ locale, namespace: 'PaidServices.name' });
  const currency = DEFAULT_CURRENCY_BY_LOCALE[locale];
  const plans = prices[currency]?.find((entry) => entry.service === service)?.plans ?? [];
  const site = siteIdentity(locale);
  return serviceLd({
    name: tName(service),
    description: t(`service.${service}.description`),
    url: siteUrl(getPathname(page, {}, locale)).href,
    site,
    offers: plans.map((plan) => ({
      name: `${tName(service)}: ${t('planName', { months: plan.months })}`,
      amount: plan.amount,
      currency,
      url: siteUrl(checkoutPath(service, plan.months, locale)).href,
    })),
  });
}
