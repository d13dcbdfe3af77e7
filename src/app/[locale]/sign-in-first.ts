import 'server-only';
import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import type { RouteKey } from '@/i18n/routing';
import { RETURN_TO_PARAM } from '@/validation/safe-return-path';

/**
 * To the sign-in page, which brings the visitor back afterwards: to `route` in the language,
 * or to a path given as it is (an ad's address, say).
 */
export function signInFirst(
  locale: Locale,
  target: RouteKey | { path: string },
  params: Record<string, string> = {},
): never {
  const path = typeof target === 'string' ? getPathname(target, params, locale) : target.path;
  const back = new URLSearchParams({ [RETURN_TO_PARAM]: path });
  redirect(`${getPathname('/sign-in', {}, locale)}?${back}`);
}
