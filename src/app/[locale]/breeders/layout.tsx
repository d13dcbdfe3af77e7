import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { packedBreedEntries } from '@/components/search/breed-entries';
import { countryOptions } from '@/components/search/country-options';
import { ListFrame } from '@/components/search/list-frame';
import { ClientMessages } from '@/i18n/client-messages-provider';
import { isLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { countForSaleByBreedCached } from '../list-page-params';

const ROUTE = '/breeders/[[...breed]]' as const;

/** The breeders list's heading and filters, kept while the results below change. */
export default async function BreedersLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <ClientMessages
      locale={locale}
      // SavedSearches: the shared ListFrame holds the puppy list's Save this search.
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
      <ListFrame
        kind="breeders"
        basePath={getPathname(ROUTE, {}, locale)}
        signInPath={getPathname('/sign-in', {}, locale)}
        breeds={packedBreedEntries(locale, await countForSaleByBreedCached(), ROUTE)}
        countries={countryOptions(locale)}
      >
        {children}
      </ListFrame>
    </ClientMessages>
  );
}
