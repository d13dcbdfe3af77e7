import { getTranslations } from 'next-intl/server';
import { CONTENT_PAGE_DATES } from '@/content/page-dates';
import { CONTENT_PAGES, getContentPage, type ContentPageKey } from '@/content/pages';
import type { Locale } from '@/i18n/locales';
import { Link, getPathname } from '@/i18n/navigation';
import { HELP_PAGES, type RouteKey } from '@/i18n/routing';
import { shareImagePath, siteIdentity } from '@/i18n/share-card';
import { JsonLd } from '@/components/seo/json-ld';
import { articleLd } from '@/components/seo/site-structured-data';
import { PetTaxiLink } from './pet-taxi-link';

export function contentPageRoute(page: ContentPageKey): RouteKey {
  if (page === 'terms-and-conditions' || page === 'privacy-policy') return `/${page}`;
  return `/help/${page}`;
}

const isHelpPage = (page: ContentPageKey) => (HELP_PAGES as readonly string[]).includes(page);

/**
 * A help or legal page with breadcrumbs and links to the other help pages. Help and advice
 * pages are Articles for search engines; the legal texts are not.
 */
export async function ContentPageView({ locale, page }: { locale: Locale; page: ContentPageKey }) {
  const t = await getTranslations({ locale, namespace: 'Help' });
  const content = getContentPage(locale, page);
  const dates = CONTENT_PAGE_DATES[page];
  return (
    <div className="page content-layout">
      {isHelpPage(page) && (
        <JsonLd
          data={articleLd(siteIdentity(locale), {
            path: getPathname(contentPageRoute(page), {}, locale),
            locale,
            headline: content.title,
            description: content.description,
            datePublished: dates.published,
            dateModified: dates.modified,
            imagePath: shareImagePath(locale),
          })}
        />
      )}
      <article className="prose">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol>
            <li>
              <Link route="/" locale={locale}>
                {t('breadcrumbHome')}
              </Link>
            </li>
            <li aria-current="page">{content.title}</li>
          </ol>
        </nav>
        <h1>{content.title}</h1>
        <p className="lead">{content.description}</p>
        <div dangerouslySetInnerHTML={{ __html: content.html }} />
      </article>
      <aside aria-labelledby="more-help">
        <h2 id="more-help">{t('otherPages')}</h2>
        <ul>
          {CONTENT_PAGES.filter((other) => other !== page).map((other) => (
            <li key={other}>
              <Link route={contentPageRoute(other)} locale={locale} prefetch={false}>
                {getContentPage(locale, other).title}
              </Link>
            </li>
          ))}
        </ul>
        {contentPageRoute(page).startsWith('/help/') && <PetTaxiLink locale={locale} />}
      </aside>
    </div>
  );
}
