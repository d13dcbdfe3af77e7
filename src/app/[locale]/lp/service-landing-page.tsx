import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServiceLanding } from '@/components/landing/service-landing';
import { VariantExposure } from '@/components/landing/variant-exposure';
import { isLocale, type Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import type { RouteKey } from '@/i18n/routing';
import type { PaidService } from '@/server/domain/paid-services/catalogue';
import { getExchangeRatesCached } from '../list-page-params';
import { getAllPlanPricesCached, getLandingExamplesCached } from './landing-data';
import { planOffers, planWords, serviceJsonLd, signUpPath } from './landing-offers';

export type LandingProps = { params: Promise<{ locale: string }> };

export async function landingLocale(params: LandingProps['params']): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/**
 * A service page's metadata. The breeder-profile variant keeps the main page as its canonical
 * and is noindex, so the test never competes with the page in search results.
 */
export async function serviceLandingMetadata(
  locale: Locale,
  service: PaidService,
  route: RouteKey,
  variant: 'control' | 'A' = 'control',
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Landing' });
  return pageMetadata({
    route,
    locale,
    title: variant === 'A' ? t('variant.title') : t(`service.${service}.title`),
    description: t(`service.${service}.description`),
    noIndex: variant === 'A',
  });
}

export async function ServiceLandingPage({
  locale,
  service,
  route,
  variant = 'control',
  isTested = false,
}: {
  locale: Locale;
  service: PaidService;
  route: RouteKey;
  variant?: 'control' | 'A';
  /** Whether the page takes part in the A/B test (reports its views). */
  isTested?: boolean;
}) {
  setRequestLocale(locale);
  const [prices, examples, rates] = await Promise.all([
    getAllPlanPricesCached(),
    getLandingExamplesCached(),
    getExchangeRatesCached(),
  ]);
  const litters = examples.litters.map((item) => ({
    ...item,
    publishedAt: item.publishedAt ? new Date(item.publishedAt) : null,
  }));
  return (
    <>
      {isTested ? <VariantExposure variant={variant} /> : null}
      <ServiceLanding
        service={service}
        locale={locale}
        variant={variant}
        plans={await planOffers(service, prices, locale)}
        words={await planWords(locale)}
        signUpHref={signUpPath(service, locale)}
        jsonLd={await serviceJsonLd(service, prices, locale, route)}
        examples={{ kennels: examples.kennels, litters }}
        rates={rates}
      />
    </>
  );
}
