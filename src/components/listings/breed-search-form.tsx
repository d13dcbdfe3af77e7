import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';

/**
 * Search entry by breed: a GET form to the puppy search that works without JavaScript
 * (the search page turns `?breed=` into its breed path).
 */
export async function BreedSearchForm({
  locale,
  breeds,
}: {
  locale: Locale;
  breeds: { key: string; name: string }[];
}) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  return (
    <form
      action={getPathname('/puppies-for-sale/[[...breed]]', {}, locale)}
      method="get"
      className="breed-search"
      role="search"
    >
      <label htmlFor="breed-search-select">{t('searchLabel')}</label>
      <div className="breed-search-row">
        <select id="breed-search-select" name="breed" defaultValue="">
          <option value="">{t('searchPlaceholder')}</option>
          {breeds.map((breed) => (
            <option key={breed.key} value={breed.key}>
              {breed.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button">
          {t('searchButton')}
        </button>
      </div>
    </form>
  );
}
