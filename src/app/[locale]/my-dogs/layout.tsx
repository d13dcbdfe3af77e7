import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { MyDogsTabs } from '@/components/favourites/my-dogs-tabs';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import type { RouteKey } from '@/i18n/routing';
import { getSessionViewer } from '../profile/session-viewer';
import { signInFirst } from '../sign-in-first';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** The tabs of "My dogs": folder under my-dogs, route and message key, in the order shown. */
const MY_DOGS_TABS = [
  ['my-wish-list', '/my-dogs/my-wish-list', 'wishList'],
  ['reserved', '/my-dogs/reserved', 'reserved'],
  ['purchased', '/my-dogs/purchased', 'purchased'],
] as const satisfies readonly (readonly [string, RouteKey, string])[];

/**
 * A buyer's dogs: the wish list, reservations and purchases, as tabs. Each tab's page brings
 * its own h2 and checks the viewer itself (pages render alongside their layout).
 */
export default async function MyDogsLayout({ children, params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const viewer = await getSessionViewer();
  if (!viewer) signInFirst(locale, '/my-dogs/my-wish-list');
  const t = await getTranslations({ locale, namespace: 'MyDogs' });
  return (
    <div className="page my-dogs-page">
      <h1>{t('title')}</h1>
      <MyDogsTabs
        label={t('tabsLabel')}
        tabs={MY_DOGS_TABS.map(([segment, route, key]) => ({
          segment,
          href: getPathname(route, {}, locale),
          label: t(`tabs.${key}`),
        }))}
      />
      {children}
    </div>
  );
}
