import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';

/** A kennel's average stars and review count, or nothing before the first review. */
export async function Rating({
  average,
  count,
  locale,
}: {
  average: number | null;
  count: number;
  locale: Locale;
}) {
  if (average === null) return null;
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Listing' }),
    getFormatter({ locale }),
  ]);
  return (
    <p className="rating">
      <span aria-hidden="true">★</span> {format.number(average, { maximumFractionDigits: 1 })} / 5 ·{' '}
      {t('reviews', { count })}
    </p>
  );
}
