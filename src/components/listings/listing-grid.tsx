import type { Locale } from '@/i18n/locales';
import type { ListingSummary } from '@/server/domain/listings/listing-summary';
import { ListingCard } from './listing-card';

/** Cards in a responsive grid; the first two load eagerly when they are above the fold. */
export function ListingGrid({
  listings,
  locale,
  aboveTheFold = false,
}: {
  listings: ListingSummary[];
  locale: Locale;
  aboveTheFold?: boolean;
}) {
  return (
    <div className="card-grid">
      {listings.map((listing, index) => (
        <ListingCard
          key={listing.id}
          listing={listing}
          locale={locale}
          priority={aboveTheFold && index < 2}
        />
      ))}
    </div>
  );
}
