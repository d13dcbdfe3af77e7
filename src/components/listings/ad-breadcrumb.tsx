import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { RouteParams } from '@/i18n/paths';
import type { RouteKey } from '@/i18n/routing';

export interface AdCrumb {
  name: string;
  route: RouteKey;
  params?: RouteParams;
}

/** The visible trail that matches the page's BreadcrumbList; the last item is this page. */
export async function AdBreadcrumb({ crumbs, locale }: { crumbs: AdCrumb[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Ad' });
  return (
    <nav aria-label={t('breadcrumb')} className="ad-breadcrumb">
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.route}-${i}`}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link route={crumb.route} params={crumb.params} locale={locale}>
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
