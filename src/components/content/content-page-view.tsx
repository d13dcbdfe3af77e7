import { getTranslations } from 'next-intl/server';
import { CONTENT_PAGES, getContentPage, type ContentPageKey } from '@/content/pages';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { RouteKey } from '@/i18n/routing';

export function contentPageRoute(page: ContentPageKey): RouteKey {
  if (page === 'terms-and-conditions' || page === 'privacy-policy') return `/${page}`;
  return `/help/${page}`;
}

/** A help or legal page with breadcrumbs and links to the other help pages. */
export async function ContentPageView({ locale, page }: { locale: Locale; page: ContentPageKey }) {
  const t = await getTranslations({ locale, namespace: 'Help' });
  const content = getContentPage(locale, page);
  return (
    <div className="page content-layout">
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
      </aside>
    </div>
  );
}
