import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LandingComparison } from '@/components/landing/landing-comparison';
import { LandingFaq } from '@/components/landing/landing-faq';
import { PlanPrices } from '@/components/landing/plan-prices';
import '@/components/landing/landing.css';
import { JsonLd } from '@/components/seo/json-ld';
import { DEFAULT_CURRENCY_BY_LOCALE } from '@/i18n/currencies';
import { pageMetadata } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';
import type { RouteKey } from '@/i18n/routing';
import { PAID_SERVICES, SERVICE_SLUGS } from '@/server/domain/paid-services/catalogue';
import { getAllPlanPricesCached } from '../landing-data';
import { planOffers, planWords, serviceJsonLd, signUpPath } from '../landing-offers';
import { landingLocale, type LandingProps } from '../service-landing-page';

export async function generateMetadata({ params }: LandingProps): Promise<Metadata> {
  const locale = await landingLocale(params);
  const t = await getTranslations({ locale, namespace: 'Landing' });
  return pageMetadata({
    route: '/lp/pricing',
    locale,
    title: t('pricingTitle'),
    description: t('pricingDescription'),
  });
}

/** Every service and plan in the visitor's currency, what each gives, and the FAQ. */
export default async function PricingLanding({ params }: LandingProps) {
  const locale = await landingLocale(params);
  setRequestLocale(locale);
  const [t, tName, prices, words] = await Promise.all([
    getTranslations({ locale, namespace: 'Landing' }),
    getTranslations({ locale, namespace: 'PaidServices.name' }),
    getAllPlanPricesCached(),
    planWords(locale),
  ]);
  const services = await Promise.all(
    PAID_SERVICES.map(async (service) => ({
      service,
      plans: await planOffers(service, prices, locale),
      jsonLd: await serviceJsonLd(service, prices, locale, '/lp/pricing'),
    })),
  );
  return (
    <>
      <section className="hero lp-hero">
        <div className="hero-inner">
          <h1>{t('pricingTitle')}</h1>
          <p>{t('pricingIntro')}</p>
        </div>
      </section>
      {services.map(({ service, plans, jsonLd }) => (
        <section
          key={service}
          className="page section"
          aria-labelledby={`${service}-heading`}
          data-testid={`service-${SERVICE_SLUGS[service]}`}
        >
          <JsonLd data={jsonLd} />
          <div className="section-head">
            <h2 id={`${service}-heading`}>{tName(service)}</h2>
            <Link route={`/lp/${SERVICE_SLUGS[service]}` as RouteKey} locale={locale}>
              {t(`service.${service}.title`)}
            </Link>
          </div>
          <p>{t(`service.${service}.description`)}</p>
          <PlanPrices
            plans={plans}
            locale={locale}
            fallback={DEFAULT_CURRENCY_BY_LOCALE[locale]}
            words={words}
          />
        </section>
      ))}
      <section className="page section">
        <p>
          {t('signUpFirst')} <a href={signUpPath('breeder_profile', locale)}>{t('signUp')}</a>
        </p>
      </section>
      <LandingComparison locale={locale} />
      <LandingFaq locale={locale} />
    </>
  );
}
