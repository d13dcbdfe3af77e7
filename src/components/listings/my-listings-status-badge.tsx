import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { ListingStatus } from '@/server/domain/listings/listing-states';
import type { ListingKind } from '@/validation/listing-enums';

/** A listing's state as a coloured, translated label ("Draft", "Active", "Expired"...). */
export async function StatusBadge({
  status,
  kind,
  locale,
}: {
  status: ListingStatus;
  kind: ListingKind;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'MyListings' });
  // A planned litter is "announced" to buyers; the word "planned" reads as not yet public.
  const label =
    kind === 'litter' && status === 'planned' ? t('status.announced') : t(`status.${status}`);
  return <span className={`badge status-badge status-${status}`}>{label}</span>;
}
