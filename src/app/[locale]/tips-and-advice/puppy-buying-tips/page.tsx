import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { contentMetadata } from '@/components/content/content-metadata';
import { ContentPageView } from '@/components/content/content-page-view';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentMetadata(
    (await params).locale as Locale,
    'puppy-buying-tips',
    '/help/puppy-buying-tips',
  );
}

export default async function PuppyBuyingTipsPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <ContentPageView locale={locale} page="puppy-buying-tips" />;
}
