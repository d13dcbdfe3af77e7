import { getTranslations } from 'next-intl/server';
import { formatPlace } from '@/components/format-place';
import { Rating } from '@/components/kennels/rating';
import { VerifiedBadge } from '@/components/kennels/verified-badge';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { VerificationRecord } from '@/server/domain/kennels/find-verification-record';
import type { PublicListing } from '@/server/domain/listings/get-public-listing';

/**
 * The kennel as the ad shows it. The founding year and the joining date appear when the ad's
 * query provides them.
 */
export type AdKennel = PublicListing['kennel'] & {
  foundedYear?: number | null;
  createdAt?: Date | string | null;
};

/** Who sells the dog: name, verification, place, reviews, history, and the kennel's other dogs. */
export async function AdBreederCard({
  kennel,
  verification,
  locale,
}: {
  kennel: AdKennel;
  /** The verified badge's record; null when the kennel is not verified. */
  verification: VerificationRecord | null;
  locale: Locale;
}) {
  const [t, tListing, tKennel] = await Promise.all([
    getTranslations({ locale, namespace: 'Ad.breeder' }),
    getTranslations({ locale, namespace: 'Listing' }),
    getTranslations({ locale, namespace: 'Kennel' }),
  ]);
  const joined = kennel.createdAt ? new Date(kennel.createdAt).getUTCFullYear() : null;
  const kennelLink = {
    route: '/kennel/[kennel]',
    params: { kennel: kennel.slug },
    locale,
  } as const;
  return (
    <aside className="breeder-box ad-breeder" aria-labelledby="ad-breeder-heading">
      <h2 id="ad-breeder-heading">{tListing('breeder')}</h2>
      <p className="ad-breeder-name">
        <Link {...kennelLink}>{kennel.name}</Link>
      </p>
      {verification && (
        <VerifiedBadge record={verification} locale={locale} hint={t('verifiedHint')} />
      )}
      <p className="muted">{formatPlace(kennel, locale)}</p>
      {kennel.ratingAverage === null ? (
        <p className="muted">{tListing('reviews', { count: 0 })}</p>
      ) : (
        <Rating average={kennel.ratingAverage} count={kennel.ratingCount} locale={locale} />
      )}
      {(kennel.foundedYear || joined) && (
        <ul className="ad-breeder-history">
          {kennel.foundedYear && <li>{tKennel('founded', { year: kennel.foundedYear })}</li>}
          {joined && <li>{t('memberSince', { year: joined })}</li>}
        </ul>
      )}
      <p>
        <Link {...kennelLink} hash="kennel-listings" className="button secondary small">
          {t('moreDogs', { kennel: kennel.name })}
        </Link>
      </p>
    </aside>
  );
}
