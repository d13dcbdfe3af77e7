import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { ContentPageKey } from '@/content/pages';
import type { Locale } from '@/i18n/locales';
import type { RouteKey } from '@/i18n/routing';
import { contentMetadata } from './content-metadata';
import { ContentPageView } from './content-page-view';

type Props = { params: Promise<{ locale: string }> };

/** Page module parts for a fixed help or legal page; `canonical` is the route search engines see. */
export function contentRoute(page: ContentPageKey, canonical: RouteKey) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      return contentMetadata((await params).locale as Locale, page, canonical);
    },
    async Page({ params }: Props) {
      const locale = (await params).locale as Locale;
      setRequestLocale(locale);
      return <ContentPageView locale={locale} page={page} />;
    },
  };
}
