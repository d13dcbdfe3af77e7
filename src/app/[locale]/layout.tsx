import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CurrencyProvider } from '@/components/currency/currency-context';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { DEFAULT_CURRENCY_BY_LOCALE } from '@/i18n/currencies';
import { LOCALES, isLocale } from '@/i18n/locales';
import { clientMessages } from '@/i18n/client-messages';
import { env } from '@/env';
import '../globals.css';
import { subscribeNewsletterAction } from './newsletter-actions';
import { signOutAction } from './sign-in/actions';

// The ten languages are rendered at build time; any other first segment is not found (below).
// dynamicParams stays on: a false here would forbid the list pages below, cached per search,
// from rendering paths that were not built in advance.
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(env.SITE_URL),
    applicationName: t('siteName'),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    icons: { icon: '/icon.svg' },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#8a4b12' };

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider messages={clientMessages(await getMessages())}>
          <CurrencyProvider fallback={DEFAULT_CURRENCY_BY_LOCALE[locale]}>
            <SiteHeader locale={locale} signOut={signOutAction.bind(null, locale)} />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter locale={locale} subscribe={subscribeNewsletterAction.bind(null, locale)} />
          </CurrencyProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
