import { env } from '@/env';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import type { ListingKind } from './listing-states';

/** A public ad's absolute URL in `locale`, for e-mails (from the one configured origin). */
export function absoluteAdUrl(
  ad: { kind: ListingKind; kennelSlug: string; slug: string },
  locale: Locale,
): string {
  const path = getPathname(
    '/dog/[dogType]/[kennel]/[slug]',
    { dogType: ad.kind, kennel: ad.kennelSlug, slug: ad.slug },
    locale,
  );
  return `${env.SITE_URL}${path}`;
}
