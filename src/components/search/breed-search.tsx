import { ClientMessages } from '@/i18n/client-messages-provider';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { breedListUrl } from './breed-matcher';
import { BreedSearchBox } from './breed-search-box';

/** The breed box leading to the puppy search, with its words (home page, breed list). */
export function BreedSearch({ locale }: { locale: Locale }) {
  return (
    <ClientMessages locale={locale} namespaces={['Breeds', 'Header', 'Autocomplete']}>
      <BreedSearchBox
        action={getPathname('/puppies-for-sale/[[...breed]]', {}, locale)}
        breedsUrl={breedListUrl(locale)}
      />
    </ClientMessages>
  );
}
