import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { OwnKennel } from '@/server/domain/kennels/get-own-kennel';
import './breeding.css';

/** Where a breeder goes from the kennel page: breeds, ads, the public page and its status. */
export async function KennelLinks({
  kennel,
  locale,
}: {
  kennel: Pick<OwnKennel, 'slug' | 'name' | 'hasProfile'>;
  locale: Locale;
}) {
  const [t, tAccount] = await Promise.all([
    getTranslations({ locale, namespace: 'KennelForm' }),
    getTranslations({ locale, namespace: 'ServiceAccount' }),
  ]);
  return (
    <nav aria-label={t('linksLabel')} className="profile-subsection">
      <ul className="breeder-links">
        <li>
          <Link route="/my-breeding/[[...breed]]" locale={locale}>
            {t('linkMyBreeding')}
          </Link>
        </li>
        <li>
          <Link route="/my-listings" locale={locale}>
            {t('linkMyListings')}
          </Link>
        </li>
        <li>
          <Link route="/kennel/[kennel]" params={{ kennel: kennel.slug }} locale={locale}>
            {t('linkPublicPage')}
          </Link>
        </li>
        <li>
          <Link route="/profile/price" locale={locale}>
            {tAccount('priceLink')}
          </Link>
        </li>
        <li>
          <Link route="/profile/subscription" locale={locale}>
            {tAccount('subscriptionLink')}
          </Link>
        </li>
      </ul>
      {kennel.hasProfile ? (
        <p className="muted">{t('profileActive')}</p>
      ) : (
        <p className="muted">
          {t('profileMinimal')}{' '}
          <Link route="/lp/breeder-profile" locale={locale}>
            {t('profileCta')}
          </Link>
        </p>
      )}
    </nav>
  );
}
