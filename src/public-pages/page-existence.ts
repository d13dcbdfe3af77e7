import type { DogType, RouteMatch } from '@/i18n/paths';

/**
 * Whether a kennel's or an ad's page has something to show, asked by the proxy before the page
 * renders: an unknown one is answered with the prerendered not-found page of its language
 * (header, footer, `<html lang>`), since a page's own notFound() gets only an empty shell from
 * Next.js 16.3+ (vercel/next.js#62228). An ad's check answers its page's version
 * (publicListingVersion), which the proxy puts in the path it forwards to: each version of an ad's
 * page is rendered once and then served from the cache, and a change to the ad is a new version,
 * so no visitor is served a page from before it. The server fills this in when its process starts
 * (src/server/process.ts), shared through globalThis as the redirects are; until then, and in
 * unit tests, every page renders and decides for itself.
 */
export interface PageExistenceChecks {
  kennel(slug: string): Promise<boolean>;
  /** The version of the ad's page; null when there is no such public ad. */
  ad(input: { kind: DogType; kennelSlug: string; slug: string }): Promise<string | null>;
}

/** What the proxy learns: no such page, or a page, with the version an ad's page is cached by. */
export type PageAnswer = { exists: false } | { exists: true; version: string | null };

const AD_ROUTE = '/dog/[dogType]/[kennel]/[slug]';
const VERSION = /^[0-9a-f]{32}$/;

/**
 * An ad's version when it could not be asked (no checks yet, or the database failed): the
 * minute, so such a page is rendered again a minute later at most, never kept.
 */
export const uncheckedAdVersion = (now = Date.now()) => `unchecked-${Math.floor(now / 60_000)}`;

const holder = globalThis as unknown as { dogMarketPageExistence?: PageExistenceChecks };

export function setPageExistenceChecks(checks: PageExistenceChecks | undefined): void {
  holder.dogMarketPageExistence = checks;
}

/**
 * Null when nothing needs asking (another route); else whether the page exists and, for an ad,
 * its version. A failing or missing check says yes: the page then answers for itself.
 */
export function pageExists(match: RouteMatch): Promise<PageAnswer> | null {
  const checks = holder.dogMarketPageExistence;
  const { params } = match;
  if (match.key === AD_ROUTE && params.dogType && params.kennel && params.slug) {
    const unchecked: PageAnswer = { exists: true, version: uncheckedAdVersion() };
    if (!checks) return Promise.resolve(unchecked);
    // matchPath only matches a dog type the paths know.
    return checks
      .ad({ kind: params.dogType as DogType, kennelSlug: params.kennel, slug: params.slug })
      .then(
        (version): PageAnswer =>
          version === null
            ? { exists: false }
            : { exists: true, version: VERSION.test(version) ? version : unchecked.version },
      )
      .catch(() => unchecked);
  }
  if (match.key === '/kennel/[kennel]' && params.kennel && checks) {
    return checks
      .kennel(params.kennel)
      .then((exists): PageAnswer => (exists ? { exists, version: null } : { exists }))
      .catch((): PageAnswer => ({ exists: true, version: null }));
  }
  return null;
}
