import 'server-only';
import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import type { RouteKey } from '@/i18n/routing';
import { RETURN_TO_PARAM } from '@/validation/return-to';

/** To the sign-in page, which brings the visitor back to `route` afterwards. */
export function signInFirst(locale: Locale, route: RouteKey): never {
  const back = new URLSearchParams({ [RETURN_TO_PARAM]: getPathname(route, {}, locale) });
  redirect(`${getPathname('/sign-in', {}, locale)}?${back}`);
}
