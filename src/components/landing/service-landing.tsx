import { getTranslations } from 'next-intl/server';
import { ExchangeRatesProvider } from '@/components/currency/exchange-rates-context';
import { ListingGrid } from '@/components/listings/listing-grid';
import { JsonLd } from '@/components/seo/json-ld';
import { DEFAULT_CURRENCY_BY_LOCALE } from '@/i18n/currencies';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { BreederSummary } from '@/server/domain/kennels/find-breeders';
import type { ListingSummary } from '@/server/domain/listings/listing-summary';
import type { PaidService } from '@/server/domain/paid-services/catalogue';
import { KennelExample } from './kennel-example';
import { PlanPrices, type PlanOffer, type PlanWords } from './plan-prices';
import './landing.css';

const BUYER_FIELDS = ['breed', 'sex', 'region', 'budget', 'timing'] as const;

export interface ServiceLandingProps {
  service: PaidService;
  locale: Locale;
  /** The variant tells its story the other way round: the proof first, then the offer. */
  variant: 'control' | 'A';
  plans: PlanOffer[];
  words: PlanWords;
  signUpHref: string;
  jsonLd: object;
  examples: { kennels: BreederSummary[]; litters: ListingSummary[] };
  rates: Parameters<typeof ExchangeRatesProvider>[0]['rates'];
}

/** A paid service's landing page: what it does, for whom, live examples, plans and prices. */
export async function ServiceLanding(props: ServiceLandingProps) {
  const { service, locale, variant } = props;
  const t = await getTranslations({ locale, namespace: 'Landing' });
  const title = variant === 'A' ? t('variant.title') : t(`service.${service}.title`);
  const lead = variant === 'A' ? t('variant.lead') : t(`service.${service}.lead`);
  const tBuyer = await getTranslations({ locale, namespace: 'PuppyMatchLanding' });

  const hero = (
    <section className="hero lp-hero" key="hero">
      <div className="hero-inner">
        <h1>{title}</h1>
        <p>{lead}</p>
        <a className="button" href="#plans">
          {t('plansTitle')}
        </a>
        {service === 'puppy_match' ? (
          <p className="lp-buyer-cta">
            {tBuyer('buyerLead')}{' '}
            <Link route="/puppy-request" locale={locale} className="button secondary">
              {tBuyer('buyerCta')}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
  const about = (
    <section className="page section" aria-labelledby="for-whom-heading" key="about">
      <h2 id="for-whom-heading">{t('forWhomTitle')}</h2>
      <p>{t(`service.${service}.forWhom`)}</p>
      <ul className="lp-benefits">
        {(['benefit1', 'benefit2', 'benefit3'] as const).map((key) => (
          <li key={key}>{t(`service.${service}.${key}`)}</li>
        ))}
      </ul>
    </section>
  );
  const plans = (
    <section className="page section" id="plans" aria-labelledby="plans-heading" key="plans">
      <h2 id="plans-heading">{t('plansTitle')}</h2>
      <PlanPrices
        plans={props.plans}
        locale={locale}
        fallback={DEFAULT_CURRENCY_BY_LOCALE[locale]}
        words={props.words}
      />
      <p>
        {t('signUpFirst')} <a href={props.signUpHref}>{t('signUp')}</a>
      </p>
      <p>
        <Link route="/lp/pricing" locale={locale}>
          {t('allPrices')}
        </Link>
      </p>
    </section>
  );
  const examples = (
    <section className="page section" aria-labelledby="examples-heading" key="examples">
      <h2 id="examples-heading">
        {variant === 'A' ? t('variant.proofTitle') : t('examplesTitle')}
      </h2>
      <Examples {...props} />
    </section>
  );
  const order = variant === 'A' ? [hero, examples, plans, about] : [hero, about, examples, plans];
  return (
    <ExchangeRatesProvider rates={props.rates}>
      <JsonLd data={props.jsonLd} />
      {order}
    </ExchangeRatesProvider>
  );
}

async function Examples({ service, locale, examples }: ServiceLandingProps) {
  const t = await getTranslations({ locale, namespace: 'Landing' });
  if (service === 'puppy_match') {
    return (
      <>
        <h3>{t('buyersDescribeTitle')}</h3>
        <ul className="lp-benefits">
          {BUYER_FIELDS.map((field) => (
            <li key={field}>{t(`buyersDescribe.${field}`)}</li>
          ))}
        </ul>
      </>
    );
  }
  if (service === 'upcoming_litters' && examples.litters.length > 0) {
    return <ListingGrid listings={examples.litters} locale={locale} />;
  }
  if (service === 'breeder_profile' && examples.kennels.length > 0) {
    return (
      <div className="card-grid">
        {examples.kennels.map((kennel) => (
          <KennelExample key={kennel.id} kennel={kennel} locale={locale} />
        ))}
      </div>
    );
  }
  return <p className="empty">{t('noExamples')}</p>;
}
