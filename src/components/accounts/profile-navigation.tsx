import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { RouteKey } from '@/i18n/routing';

export const PROFILE_SECTIONS = [
  ['/profile/edit-profile', 'editProfile'],
  ['/profile/change-password', 'changePassword'],
  ['/profile/subscription', 'subscription'],
  ['/profile/breeder', 'breeder'],
  ['/profile/my-responsibilities', 'myResponsibilities'],
  ['/profile/price', 'price'],
  ['/profile/ratings', 'ratings'],
] as const satisfies readonly (readonly [RouteKey, string])[];

/** A breeder's work places beside the profile (their own areas, not profile sections). */
const BREEDER_LINKS = [
  ['/my-listings', 'myListings'],
  ['/my-breeding/[[...breed]]', 'myBreeding'],
] as const satisfies readonly (readonly [RouteKey, string])[];

/** The profile sections, as links in the visitor's language. */
export async function ProfileNavigation({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Profile' });
  const tMyDogs = await getTranslations({ locale, namespace: 'MyDogs' });
  return (
    <nav aria-label={t('navigation')} className="profile-nav">
      <ul>
        {PROFILE_SECTIONS.map(([route, label]) => (
          <li key={route}>
            <Link route={route} locale={locale}>
              {t(label)}
            </Link>
          </li>
        ))}
        <li>
          <Link route="/my-dogs/my-wish-list" locale={locale}>
            {tMyDogs('title')}
          </Link>
        </li>
        {BREEDER_LINKS.map(([route, label]) => (
          <li key={route}>
            <Link route={route} locale={locale}>
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
