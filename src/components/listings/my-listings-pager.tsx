import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { RouteKey } from '@/i18n/routing';

/** Previous and next pages of a tab, keeping the chosen order. */
export async function MyListingsPager({
  locale,
  route,
  page,
  pageCount,
  sort,
}: {
  locale: Locale;
  route: RouteKey;
  page: number;
  pageCount: number;
  /** The order in the query string; undefined for the default. */
  sort?: string;
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'Pagination' });
  const mine = await getTranslations({ locale, namespace: 'MyListings' });
  const query = (p: number) => ({ sort, page: p > 1 ? String(p) : undefined });
  return (
    <nav className="pagination my-listings-pager" aria-label={t('label')}>
      <ul>
        {page > 1 && (
          <li>
            <Link route={route} locale={locale} query={query(page - 1)} rel="prev">
              {t('previous')}
            </Link>
          </li>
        )}
        <li>
          <span aria-current="page" className="current">
            {mine('pageOf', { page, pageCount })}
          </span>
        </li>
        {page < pageCount && (
          <li>
            <Link route={route} locale={locale} query={query(page + 1)} rel="next">
              {t('next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
