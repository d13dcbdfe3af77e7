import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { ListingStatusCounts } from '@/server/domain/kennels/get-own-kennel';
import './breeding.css';

/** A breed's ads at a glance: active ads, upcoming litters, sold. */
export async function BreedCounts({
  counts,
  locale,
}: {
  counts: ListingStatusCounts;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'MyBreeding' });
  const rows = [
    ['countActive', counts.active ?? 0],
    ['countUpcoming', counts.planned ?? 0],
    ['countSold', counts.sold ?? 0],
  ] as const;
  return (
    <dl className="breed-counts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{t(label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
