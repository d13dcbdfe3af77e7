import { randomBytes } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import {
  LIST_ROUTES,
  canonicalListQuery,
  isListRoute,
  toQuerySegment,
  withQuerySegment,
} from './components/search/list-query-segment';
import {
  buildPath,
  internalPath,
  isReservedSlug,
  matchForeignPath,
  matchLegacyPath,
  matchPath,
  splitLocale,
} from './i18n/paths';
import { DEFAULT_LOCALE } from './i18n/locales';
import { LOCALE_COOKIE, preferredLocale } from './i18n/preferred-locale';
import { LEGACY_PATHS, ROUTES, type RouteKey } from './i18n/routing';
import { PAGE_HEADERS, sitePolicy } from './site-security';
import { landingVariantResponse } from './landing-variant-proxy';
import { findRedirect } from './redirects/redirect-store';
import { pageExists } from './public-pages/page-existence';
import { SITE_ORIGIN, siteUrl } from './site-url';
import { SESSION_COOKIE_NAMES } from './server/integrations/auth/session-cookie';
import { RETURN_TO_PARAM } from './validation/safe-return-path';

export const NOT_FOUND_SEGMENT = 'x-not-found';
// A first segment shaped like a language code (es, pt-br); kennel slugs have three letters or more.
const LANGUAGE_CODE = /^[a-z]{2}(-[a-z]{2})?$/i;
export const TYPED_BREED_SEGMENT = 'typed-breed';

// Pages outside the localized routes, rendered on every request (no cached copies).
const UNLOCALIZED_PREFIXES = ['/sandbox-pay/', '/outbox'];
// Public pages that are rendered on every request by their own code (force-dynamic). Signed-in
// pages are too: they read the session. All of them get a fresh nonce each time, and a policy
// that runs nothing without it.
const PER_REQUEST_ROUTES: ReadonlySet<RouteKey> = new Set([
  '/card-payment/[id]',
  '/payment-completed/[id]',
]);

/** A server action posted from another site: refused here, as Next.js would answer 500. */
function isForeignAction(request: NextRequest): boolean {
  if (request.method !== 'POST' || !request.headers.has('next-action')) return false;
  const origin = request.headers.get('origin');
  return origin !== null && origin !== SITE_ORIGIN;
}

function isRenderedPerRequest(pathname: string): boolean {
  if (UNLOCALIZED_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return true;
  const match = matchPath(pathname);
  if (match === null) return false;
  return ROUTES[match.key].access !== 'public' || PER_REQUEST_ROUTES.has(match.key);
}

/**
 * Routes every page request (below) and gives it its security headers: a Content-Security-
 * Policy whose nonce Next.js also reads from the request and puts on its scripts.
 */
export default function proxy(request: NextRequest) {
  if (isForeignAction(request)) return new NextResponse(null, { status: 403 });
  const perRequest = isRenderedPerRequest(request.nextUrl.pathname);
  // Pages prerendered at build or cached carry no nonce (no request rendered them): until their
  // inline scripts can carry one, they run under a policy without nonces.
  const policy = sitePolicy(perRequest ? randomBytes(16).toString('base64') : null);
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const finish = (response: NextResponse) => {
    response.headers.set('Content-Security-Policy', policy);
    for (const [name, value] of Object.entries(PAGE_HEADERS)) {
      response.headers.set(name, value);
    }
    return response;
  };
  const response = route(request, headers);
  return response instanceof Promise ? response.then(finish) : finish(response);
}

/**
 * Maps public localized paths to the internal route folders. Paths written in another
 * language's form redirect to their proper form; anything else renders the not-found page
 * in the visitor's language.
 */
function route(request: NextRequest, headers: Headers): NextResponse | Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const forward = (path: string, status?: number) =>
    NextResponse.rewrite(new URL(path, request.url), { request: { headers }, status });
  const notFoundIn = (locale: string) => forward(`/${locale}/${NOT_FOUND_SEGMENT}`, 404);
  if (UNLOCALIZED_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    return NextResponse.next({ request: { headers } });
  }
  const redirect = (path: string, status = 308) =>
    NextResponse.redirect(siteUrl(path + search), status);

  // The admins' redirects come before routing (src/redirects: a copy kept in this process).
  const moved = findRedirect(pathname);
  if (moved) {
    const location = siteUrl(moved.location);
    if (!location.search) location.search = search;
    return NextResponse.redirect(location, moved.status);
  }

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
    const variant = landingVariantResponse(request, match, () =>
      forward(internalPath(match) + search),
    );
    if (variant) return variant;
    if (isListRoute(match.key)) {
      const kind = LIST_ROUTES[match.key];
      const query = request.nextUrl.searchParams;
      // A breed typed into the filter form without JavaScript: a route finds its list page.
      const target =
        query.has('breed') && kind !== 'breeds'
          ? `/${match.locale}/${TYPED_BREED_SEGMENT}/${kind}`
          : withQuerySegment(internalPath(match), toQuerySegment(canonicalListQuery(kind, query)));
      return forward(target + search);
    }
    // A kennel or an ad that is not there gets the whole not-found page; one that is is asked
    // for under its version, which is what its cached copies are kept by (page-existence.ts).
    // A signed-in visitor may have just changed the page: theirs is looked up afresh.
    const answer = pageExists(match, request.nextUrl.searchParams, { fresh: hasSession });
    if (answer) {
      return answer.then((page) =>
        page.exists
          ? forward([internalPath(match), ...page.segments].join('/') + search)
          : notFoundIn(match.locale),
      );
    }
    return forward(internalPath(match) + search);
  }

  // A breed's address from before its slug changed: moved for good.
  const old = matchLegacyPath(pathname);
  const renamed = old && buildPath(old.key, old.params, old.locale);
  if (renamed) return redirect(renamed, 301);

  const [first] = pathname.split('/').filter(Boolean);
  // A language the site lacks is answered at once in English, not redirected as a path of
  // another language (/es would otherwise go to /en/es and then not be found).
  if (first && LANGUAGE_CODE.test(first) && !isReservedSlug(first)) {
    return notFoundIn(DEFAULT_LOCALE);
  }

  const foreign = matchForeignPath(pathname);
  const target = foreign && buildPath(foreign.key, foreign.params, foreign.locale);
  if (target) return redirect(target);

  return notFoundIn(splitLocale(pathname).locale);
}

export const config = {
  // Files under public/ and the app's own non-page routes bypass the proxy; everything else,
  // /favicon.ico included, gets a language (and a localized 404 when it matches nothing), and
  // the pages outside the languages (the sandbox's card page, the outbox) their headers.
  matcher: ['/((?!api/|_next/|media/|og-image/|icon.svg|robots.txt|sitemap).*)'],
};
