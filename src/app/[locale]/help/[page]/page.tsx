import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { contentMetadata } from '@/components/content/content-metadata';
import { ContentPageView } from '@/components/content/content-page-view';
import { LOCALES, type Locale } from '@/i18n/locales';
import { HELP_PAGES, type HelpPage } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string; page: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.flatMap((locale) => HELP_PAGES.map((page) => ({ locale, page })));
}

async function resolve(params: Props['params']) {
  const { locale, page } = await params;
  if (!(HELP_PAGES as readonly string[]).includes(page)) notFound();
  return { locale: locale as Locale, page: page as HelpPage };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await resolve(params);
  return contentMetadata(locale, page, `/help/${page}`);
}

export default async function HelpPageRoute({ params }: Props) {
  const { locale, page } = await resolve(params);
  setRequestLocale(locale);
  return <ContentPageView locale={locale} page={page} />;
}
