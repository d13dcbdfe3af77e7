import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link, getPathname } from '@/i18n/navigation';
import { AccountMenu } from './account-menu';
import { CurrencySwitcher } from './currency-switcher';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { UnreadMessagesLink } from '../messages/unread-messages-link';
import { unreadLabels } from '../messages/unread-labels';

export async function SiteHeader({
  locale,
  signOut,
}: {
  locale: Locale;
  signOut: () => Promise<void>;
}) {
  const [t, tAuth, tMessages, tNotifications, messageLabels, notificationLabels] =
    await Promise.all([
      getTranslations({ locale, namespace: 'Header' }),
      getTranslations({ locale, namespace: 'Auth' }),
      getTranslations({ locale, namespace: 'Conversations' }),
      getTranslations({ locale, namespace: 'Notifications' }),
      unreadLabels(locale),
      unreadLabels(locale, 'Notifications'),
    ]);
  const nav = (
    <ul className="nav-links">
      <li>
        <Link route="/puppies-for-sale/[[...breed]]" locale={locale} className="nav-search">
          {t('puppiesForSale')}
        </Link>
      </li>
      <li>
        <Link route="/breeders/[[...breed]]" locale={locale}>
          {t('breeders')}
        </Link>
      </li>
      <li>
        <Link route="/breeds" locale={locale}>
          {t('breeds')}
        </Link>
      </li>
      <li>
        <Link route="/my-listings/new" locale={locale} className="nav-post-ad">
          {t('postAd')}
        </Link>
      </li>
    </ul>
  );
  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <div className="header-inner">
        <Link route="/" locale={locale} className="logo" aria-label={t('homeLink')}>
          <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
            <circle cx="16" cy="16" r="16" fill="#8a4b12" />
            <path
              d="M9 13c0-3 2-5 4-5l1 4h4l1-4c2 0 4 2 4 5l-2 2v4c0 3-2 5-5 5s-5-2-5-5v-4z"
              fill="#fff"
            />
          </svg>
          <span>Dog Market</span>
        </Link>
        <nav aria-label={t('mainNavigation')} className="nav-desktop">
          {nav}
        </nav>
        <div className="header-tools">
          <LanguageSwitcher locale={locale} />
          <CurrencySwitcher />
          <UnreadMessagesLink
            locale={locale}
            messages={{
              href: getPathname('/profile/messages', {}, locale),
              label: tMessages('headerLink'),
              unreadLabels: messageLabels,
            }}
            notifications={{
              href: getPathname('/profile/notifications', {}, locale),
              label: tNotifications('headerLink'),
              unreadLabels: notificationLabels,
            }}
          />
          <AccountMenu
            labels={{
              profile: tAuth('profile'),
              admin: tAuth('admin'),
              signOut: tAuth('signOut'),
              signIn: tAuth('signIn'),
              signUp: tAuth('signUp'),
            }}
            signInHref={getPathname('/sign-in', {}, locale)}
            signUpHref={getPathname('/sign-up', {}, locale)}
            profileHref={getPathname('/profile/edit-profile', {}, locale)}
            adminHref={getPathname('/admin', {}, 'en')}
            signOut={signOut}
          />
        </div>
        <MobileMenu label={t('openMenu')}>
          <nav aria-label={t('mainNavigation')}>{nav}</nav>
        </MobileMenu>
      </div>
    </header>
  );
}
