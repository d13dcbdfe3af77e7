import { AppLink } from './app-link';
import type { ComponentProps } from 'react';
import { getPathname, type RouteParams } from './paths';
import type { Locale } from './locales';
import type { RouteKey } from './routing';

export { getPathname };

type LinkProps = Omit<ComponentProps<typeof AppLink>, 'href'> & {
  route: RouteKey;
  params?: RouteParams;
  locale: Locale;
  /** Query string parameters, e.g. filters and page numbers. */
  query?: Record<string, string | undefined>;
  hash?: string;
};

/** A link to a route in a language; the path comes from the one routing table. */
export function Link({ route, params = {}, locale, query, hash, ...rest }: LinkProps) {
  const search = new URLSearchParams(
    Object.entries(query ?? {}).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
  const href =
    getPathname(route, params, locale) + (search ? `?${search}` : '') + (hash ? `#${hash}` : '');
  return <AppLink href={href} {...rest} />;
}
