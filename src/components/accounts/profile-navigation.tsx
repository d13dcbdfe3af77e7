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
  ['/profile/saved-searches', 'savedSearches'],
  ['/profile/messages', 'messages'],
  ['/profile/notifications', 'notifications'],
  ['/profile/puppy-requests', 'puppyRequests'],
  ['/profile/waitlists', 'waitlists'],
  ['/profile/puppy-match', 'puppyMatch'],
] as const satisfies readonly (readonly [RouteKey, string])[];

/** A breeder's work places beside the profile (their own areas, not profile sections). */
const BREEDER_LINKS = [
  ['/my-listings', 'myListings'],
  ['/my-breeding/[[...breed]]', 'myBreeding'],
] as const satisfies readonly (readonly [RouteKey, string])[];

/** The profile sections, as links in the visitor's language; a badge counts what is due. */
export async function ProfileNavigation({
  locale,
  dueCount = 0,
}: {
  locale: Locale;
  dueCount?: number;
}) {
  const t = await getTranslations({ locale, namespace: 'Profile' });
  const tMyDogs = await getTranslations({ locale, namespace: 'MyDogs' });
  const tDuties = await getTranslations({ locale, namespace: 'Responsibilities' });
  return (
    <nav aria-label={t('navigation')} className="profile-nav">
      <ul>
        {PROFILE_SECTIONS.map(([route, label]) => (
          <li key={route}>
            <Link route={route} locale={locale}>
              {t(label as never)}
              {route === '/profile/my-responsibilities' && dueCount > 0 && (
                <>
                  {' '}
                  <span className="badge" aria-hidden="true">
                    {dueCount}
                  </span>
                  <span className="sr-only"> ({tDuties('badge', { count: dueCount })})</span>
                </>
              )}
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
