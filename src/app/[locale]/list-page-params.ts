import { notFound } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { findBreed } from '@/reference/breeds';

/** The language, optional breed path segment and page number of a list page; 404 when invalid. */
export async function resolveListPageParams(
  params: Promise<{ locale: string; breed?: string[] }>,
  searchParams: Promise<{ page?: string }>,
) {
  const { locale, breed: segments } = await params;
  const breed = segments?.[0] ? findBreed(segments[0]) : null;
  if (segments?.[0] && !breed) notFound();
  const page = Number((await searchParams).page ?? '1');
  if (!Number.isInteger(page) || page < 1) notFound();
  return { locale: locale as Locale, breed, page };
}
