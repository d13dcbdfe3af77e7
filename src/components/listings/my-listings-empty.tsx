import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { OwnListingTab } from '@/server/domain/listings/find-own-listings';
import { TIME_LIMIT_VALUES } from '@/validation/time-limits';

/** What an empty tab says, with the next step a breeder would take from there. */
export async function MyListingsEmpty({ locale, tab }: { locale: Locale; tab: OwnListingTab }) {
  const t = await getTranslations({ locale, namespace: 'MyListings' });
  const litter = tab === 'upcoming-litters';
  return (
    <div className="empty-state">
      <p className="empty-title">{t(`empty.${tab}.title`)}</p>
      <p>{t(`empty.${tab}.body`, TIME_LIMIT_VALUES)}</p>
      {tab === 'reserved' || tab === 'deleted' ? (
        <p>
          <Link route="/my-listings/active" locale={locale}>
            {t('empty.backToActive')}
          </Link>
        </p>
      ) : (
        <p>
          <Link
            route="/my-listings/new"
            locale={locale}
            query={{ kind: litter ? 'litter' : undefined }}
            className="button"
          >
            {litter ? t('announceLitter') : t('addPuppy')}
          </Link>
        </p>
      )}
    </div>
  );
}
