import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { OwnListingSort } from '@/server/domain/listings/find-own-listings';

/** The order of the list as a plain GET form (`?sort=`), so it works without JavaScript. */
export async function MyListingsSort({
  locale,
  sort,
  sorts,
}: {
  locale: Locale;
  sort: OwnListingSort;
  sorts: readonly OwnListingSort[];
}) {
  const t = await getTranslations({ locale, namespace: 'MyListings' });
  return (
    <form method="get" className="my-listings-sort">
      <label htmlFor="my-listings-sort">{t('sortLabel')}</label>
      <select id="my-listings-sort" name="sort" defaultValue={sort}>
        {sorts.map((option) => (
          <option key={option} value={option}>
            {t(`sorts.${option}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="button secondary small">
        {t('sortApply')}
      </button>
    </form>
  );
}
