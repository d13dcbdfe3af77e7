import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckoutForm } from '@/components/paid-services/checkout-form';
import { countryOptions } from '@/components/search/country-options';
import { ClientMessages } from '@/i18n/client-messages-provider';
import {
  CURRENCY_COOKIE,
  DEFAULT_CURRENCY_BY_LOCALE,
  isCurrency,
  type Currency,
} from '@/i18n/currencies';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { pageMetadata } from '@/i18n/metadata';
import { createRequestContext } from '@/server/context';
import { getOwnAccount } from '@/server/domain/accounts/get-own-account';
import {
  PLAN_CURRENCIES,
  SERVICE_SLUGS,
  isPlanMonths,
  type PaidService,
} from '@/server/domain/paid-services/catalogue';
import { findPlanPrices } from '@/server/domain/paid-services/find-plan-prices';
import { isSandboxPayments } from '@/server/domain/payments/payment-provider';
import { getSessionViewer } from '../profile/session-viewer';
import { signInFirst } from '../sign-in-first';
import { checkoutReturnPath } from './checkout-return-path';
import { checkoutAction } from './checkout-actions';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ months?: string }>;
};

/** The visitor's chosen display currency when services are priced in it, else the language's. */
export async function checkoutCurrency(locale: Locale): Promise<Currency> {
  const chosen = (await cookies()).get(CURRENCY_COOKIE)?.value;
  return isCurrency(chosen) && PLAN_CURRENCIES.includes(chosen)
    ? chosen
    : DEFAULT_CURRENCY_BY_LOCALE[locale];
}

/** The page and metadata of one service's checkout (`/payment/<slug>`). */
export function checkoutPage(service: PaidService) {
  const route = `/payment/${SERVICE_SLUGS[service]}` as const;

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = (await params).locale as Locale;
    const [t, tService] = await Promise.all([
      getTranslations({ locale, namespace: 'ServiceCheckout' }),
      getTranslations({ locale, namespace: 'PaidServices' }),
    ]);
    const title = t('title', { service: tService(`name.${service}`) });
    return pageMetadata({ route, locale, title, description: title, noIndex: true });
  }

  async function Page({ params, searchParams }: Props) {
    const locale = (await params).locale as Locale;
    setRequestLocale(locale);
    const viewer = await getSessionViewer();
    const { months } = await searchParams;
    if (!viewer) {
      signInFirst(locale, { path: checkoutReturnPath(getPathname(route, {}, locale), months) });
    }
    const ctx = createRequestContext({ locale, viewer });
    const currency = await checkoutCurrency(locale);
    const [account, prices, t, tService] = await Promise.all([
      getOwnAccount(ctx),
      findPlanPrices(ctx, { currency }),
      getTranslations({ locale, namespace: 'ServiceCheckout' }),
      getTranslations({ locale, namespace: 'PaidServices' }),
    ]);
    const plans = prices.find((p) => p.service === service)!.plans;
    const asked = Number(months);
    return (
      <div className="page checkout-page">
        <h1>{t('title', { service: tService(`name.${service}`) })}</h1>
        <p>{t(`intro.${service}`)}</p>
        {isSandboxPayments() && (
          <p className="notice" role="note">
            {t('testMode')}
          </p>
        )}
        <ClientMessages locale={locale} namespaces={['Errors', 'ServiceCheckout', 'PaidServices']}>
          <CheckoutForm
            action={checkoutAction.bind(null, locale, service)}
            locale={locale}
            service={service}
            currency={currency}
            plans={plans}
            checkoutId={randomUUID()}
            countries={countryOptions(locale)}
            initial={{
              name: account.name,
              email: account.email,
              countryCode: account.countryCode ?? 'HU',
              months: isPlanMonths(asked) ? asked : 12,
            }}
          />
        </ClientMessages>
      </div>
    );
  }

  return { Page, generateMetadata };
}
