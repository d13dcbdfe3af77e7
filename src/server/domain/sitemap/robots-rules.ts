import { LOCALES, type Locale } from '@/i18n/locales';
import { ROUTES, ROUTE_KEYS } from '@/i18n/routing';

/**
 * Paths robots.txt disallows: the API, and every private (signed-in) and admin page in every
 * language. A page without parameters is matched exactly (`$`) and with sub-paths (`/`), so a
 * kennel whose address merely starts with the same word stays crawlable.
 */
export function robotsDisallow(): string[] {
  const paths = new Set<string>(['/api/', '/outbox']);
  for (const key of ROUTE_KEYS) {
    const route = ROUTES[key];
    if (route.access === 'public') continue;
    for (const locale of LOCALES) {
      const template = (route.paths as Partial<Record<Locale, string>>)[locale];
      if (template === undefined) continue;
      const segments = template.split('/').filter(Boolean);
      const firstParam = segments.findIndex((segment) => segment.startsWith('['));
      const fixed = `/${[locale, ...(firstParam < 0 ? segments : segments.slice(0, firstParam))].join('/')}`;
      // Without parameters, or with only an optional one, the fixed part is a page itself.
      if (firstParam < 0 || segments[firstParam]!.startsWith('[[')) paths.add(`${fixed}$`);
      paths.add(`${fixed}/`);
    }
  }
  const folders = [...paths].filter((path) => path.endsWith('/'));
  return [...paths]
    .filter((path) => !folders.some((folder) => folder !== path && path.startsWith(folder)))
    .sort();
}
