import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/content/not-found-view';
import { isLocale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

// A path that matches no page: the proxy serves this page, rendered at build in each language,
// with status 404, so the visitor gets the whole page (header, footer, language) without script.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

export default async function UnknownPathPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <NotFoundView />;
}
