import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales';
import { LOCALE_COOKIE } from '@/i18n/preferred-locale';
import { translatePath } from '@/i18n/paths';
import { siteUrl } from '@/site-url';
import { sameSitePath } from '../redirect-back';

const ONE_YEAR = 60 * 60 * 24 * 365;

/** The language switcher: lands on the same page in the chosen language and remembers it. */
export function GET(request: NextRequest) {
  const target = request.nextUrl.searchParams.get('to');
  const locale = isLocale(target) ? target : DEFAULT_LOCALE;
  const from = sameSitePath(request, request.nextUrl.searchParams.get('from'));
  const [pathname = '/', search = ''] = from.split('?');
  const translated = translatePath(pathname, locale);
  const destination = translated ? translated + (search ? `?${search}` : '') : `/${locale}`;
  const response = NextResponse.redirect(siteUrl(destination), 303);
  response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' });
  return response;
}
