import { NextResponse, type NextRequest } from 'next/server';
import {
  LIST_ROUTES,
  canonicalListQuery,
  isListRoute,
  toQuerySegment,
  withQuerySegment,
} from './components/search/list-query-segment';
import { buildPath, internalPath, matchForeignPath, matchPath, splitLocale } from './i18n/paths';
import { LOCALE_COOKIE, preferredLocale } from './i18n/preferred-locale';
import { LEGACY_PATHS, ROUTES } from './i18n/routing';
import { siteUrl } from './site-url';
import { SESSION_COOKIE_NAMES } from './server/integrations/auth/session-cookie';
import { RETURN_TO_PARAM } from './validation/safe-return-path';

export const NOT_FOUND_SEGMENT = 'x-not-found';
export const TYPED_BREED_SEGMENT = 'typed-breed';

/**
 * Maps public localized paths to the internal route folders. Paths written in another
 * language's form redirect to their proper form; anything else renders the not-found page
 * in the visitor's language.
 */
export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const redirect = (path: string, status = 308) =>
    NextResponse.redirect(siteUrl(path + search), status);

  if (pathname === '/') {
    const locale = preferredLocale(
      request.cookies.get(LOCALE_COOKIE)?.value,
      request.headers.get('accept-language'),
    );
    return redirect(`/${locale}`, 307);
  }

  const legacy = LEGACY_PATHS[pathname];
  if (legacy) return redirect(buildPath(legacy.route, {}, legacy.locale) ?? `/${legacy.locale}`);

  const match = matchPath(pathname);
  if (match) {
    // A first, cheap guard: no session cookie, no private page. Pages and the domain layer
    // check the session itself and the role.
    const access = ROUTES[match.key].access;
    const hasSession = SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name));
    if (access === 'auth' && !hasSession) {
      // Signed-out visitors (from an e-mail's link, say) sign in and come back here.
      const signIn = buildPath('/sign-in', {}, match.locale) ?? `/${match.locale}`;
      const back = new URLSearchParams({ [RETURN_TO_PARAM]: pathname + search });
      return NextResponse.redirect(siteUrl(`${signIn}?${back}`), 307);
    }
    if (access === 'admin' && !hasSession) return redirect('/en', 307);
    if (isListRoute(match.key)) {
      const kind = LIST_ROUTES[match.key];
      const query = request.nextUrl.searchParams;
      // A breed typed into the filter form without JavaScript: a route finds its list page.
      const target =
        query.has('breed') && kind !== 'breeds'
          ? `/${match.locale}/${TYPED_BREED_SEGMENT}/${kind}`
          : withQuerySegment(internalPath(match), toQuerySegment(canonicalListQuery(kind, query)));
      return NextResponse.rewrite(new URL(target + search, request.url));
    }
    return NextResponse.rewrite(new URL(internalPath(match) + search, request.url));
  }

  const foreign = matchForeignPath(pathname);
  const target = foreign && buildPath(foreign.key, foreign.params, foreign.locale);
  if (target) return redirect(target);

  const { locale } = splitLocale(pathname);
  return NextResponse.rewrite(new URL(`/${locale}/${NOT_FOUND_SEGMENT}`, request.url));
}

export const config = {
  // Files under public/ and the app's own non-page routes bypass the proxy; everything else,
  // /favicon.ico included, gets a language (and a localized 404 when it matches nothing).
  matcher: ['/((?!api/|_next/|media/|outbox|sandbox-pay/|icon.svg|robots.txt|sitemap).*)'],
};
