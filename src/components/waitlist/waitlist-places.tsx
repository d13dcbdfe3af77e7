import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { WaitlistSummary } from '@/server/domain/waitlist/waitlist-places';

/** "N of M places taken, K puppies expected", as far as the breeder said. */
export async function WaitlistPlaces({
  summary,
  locale,
}: {
  summary: WaitlistSummary;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'WaitlistJoin' });
  return (
    <p className="waitlist-places">
      {summary.places === null
        ? t('placesTakenOpenEnded', { taken: summary.taken })
        : t('placesTaken', { taken: summary.taken, places: summary.places })}
      {summary.expectedCount !== null
        ? ` ${t('puppiesExpected', { count: summary.expectedCount })}`
        : null}
    </p>
  );
}
