import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ExchangeRatesProvider } from '@/components/currency/exchange-rates-context';
import { packedBreedEntries } from '@/components/search/breed-entries';
import { countryOptions } from '@/components/search/country-options';
import { ListFrame } from '@/components/search/list-frame';
import { ClientMessages } from '@/i18n/client-messages-provider';
import { isLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import {
  countForSaleByBreedCached,
  countListedByCountryCached,
  getExchangeRatesCached,
} from '../list-page-params';

/**
 * The puppy search's heading and filters: rendered with the first page a visitor opens and
 * kept while filters, sorts and pages change the results below (see ListFrame).
 */
export default async function PuppySearchLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const [rates, counts, byCountry] = await Promise.all([
    getExchangeRatesCached(),
    countForSaleByBreedCached(),
    countListedByCountryCached(),
  ]);
  return (
    <ClientMessages
      locale={locale}
      namespaces={[
        'Search',
        'Breeders',
        'SearchFilters',
        'SearchSort',
        'Autocomplete',
        'SavedSearches',
        'Errors',
      ]}
    >
      <ExchangeRatesProvider rates={rates}>
        <ListFrame
          kind="puppies"
          basePath={getPathname('/puppies-for-sale/[[...breed]]', {}, locale)}
          signInPath={getPathname('/sign-in', {}, locale)}
          breeds={packedBreedEntries(locale, counts)}
          // Only countries with dogs listed: a search elsewhere could only come back empty.
          countries={countryOptions(locale).filter((country) => byCountry[country.code])}
        >
          {children}
        </ListFrame>
      </ExchangeRatesProvider>
    </ClientMessages>
  );
}
