import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import {
  isAcceptingApplications,
  type WaitlistSummary,
} from '@/server/domain/waitlist/waitlist-places';
import { WaitlistPlaces } from './waitlist-places';

/** A planned litter's waitlist on its ad: places taken and, while open, the way to join. */
export async function AdWaitlist({
  listingId,
  summary,
  locale,
}: {
  listingId: string;
  summary: WaitlistSummary | null;
  locale: Locale;
}) {
  if (!summary?.isOpen) return null;
  const t = await getTranslations({ locale, namespace: 'WaitlistJoin' });
  return (
    <section aria-labelledby="ad-waitlist" className="ad-waitlist">
      <h2 id="ad-waitlist">{t('adHeading')}</h2>
      <WaitlistPlaces summary={summary} locale={locale} />
      {isAcceptingApplications(summary) ? (
        <p>
          <Link
            route="/waitlist/[id]"
            params={{ id: listingId }}
            locale={locale}
            className="button"
          >
            {t('join')}
          </Link>
        </p>
      ) : (
        <p>{t('full')}</p>
      )}
    </section>
  );
}
