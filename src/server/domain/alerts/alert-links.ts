import { env } from '@/env';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import { unsubscribeToken } from './unsubscribe-token';

/** The absolute links an alert e-mail carries, in the recipient's language. */
export function alertLinks(savedSearchId: string, locale: Locale) {
  const token = encodeURIComponent(unsubscribeToken(savedSearchId));
  return {
    /** The page that asks "stop these alerts?" (a GET never unsubscribes: link scanners open it). */
    confirmUrl: `${env.SITE_URL}${getPathname('/unsubscribe-alert', {}, locale)}?token=${token}`,
    /** RFC 8058: mail clients POST here from the List-Unsubscribe header, without a session. */
    oneClickUrl: `${env.SITE_URL}/api/alerts/unsubscribe?token=${token}`,
    manageUrl: `${env.SITE_URL}${getPathname('/profile/saved-searches', {}, locale)}`,
  };
}
