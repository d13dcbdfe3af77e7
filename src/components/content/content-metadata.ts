import type { Metadata } from 'next';
import { getContentPage, type ContentPageKey } from '@/content/pages';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import type { RouteKey } from '@/i18n/routing';

export function contentMetadata(locale: Locale, page: ContentPageKey, route: RouteKey): Metadata {
  const content = getContentPage(locale, page);
  return pageMetadata({ route, locale, title: content.title, description: content.description });
}
