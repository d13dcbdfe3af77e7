import type { DogType, RouteMatch } from '@/i18n/paths';
import { reviewsPageOf } from '@/components/reviews/reviews-page';

/**
 * Whether a kennel's or an ad's page has something to show, asked by the proxy before the page
 * renders: an unknown one is answered with the prerendered not-found page of its language
 * (header, footer, `<html lang>`), since a page's own notFound() gets only an empty shell from
 * Next.js 16.3+ (vercel/next.js#62228). A check answers the page's version (publicKennelVersion,
 * publicListingVersion), which the proxy puts in the path it forwards to: each version of a page
 * is rendered once and then served from the cache, and a change to what it shows is a new
 * version, so no visitor is served a page from before it. The server fills the checks in when
 * its process starts (src/server/process.ts), shared through globalThis as the redirects are;
 * until then, and in unit tests, every page renders and decides for itself.
 */
export interface PageExistenceChecks {
  /** The version of the kennel's page; null when there is no such public kennel. */
  kennel(slug: string, options?: LookupOptions): Promise<string | null>;
  /** The version of the ad's page; null when there is no such public ad. */
  ad(
    input: { kind: DogType; kennelSlug: string; slug: string },
    options?: LookupOptions,
  ): Promise<string | null>;
}

export interface LookupOptions {
  /**
   * Not an answer kept from before this request (sharingLookups): for a signed-in visitor, who
   * may have just changed the page and must see the change on their next visit.
   */
  fresh?: boolean;
}

/**
 * What the proxy learns: no such page, or the segments it adds to the page's internal path (the
 * version, and a kennel page's page of reviews, since the page reads no query to stay cacheable).
 */
export type PageAnswer = { exists: false } | { exists: true; segments: string[] };

const VERSION = /^[0-9a-f]{32}$/;

/**
 * A version when it could not be asked (no checks yet, or the database failed): the minute, so
 * such a page is rendered again a minute later at most, never kept.
 */
export const uncheckedVersion = (now = Date.now()) => `unchecked-${Math.floor(now / 60_000)}`;

/** The proxy's answer from a check's (null: no checks installed yet). */
function answer(version: Promise<string | null> | null, more: string[] = []): Promise<PageAnswer> {
  const unchecked: PageAnswer = { exists: true, segments: [uncheckedVersion(), ...more] };
  if (!version) return Promise.resolve(unchecked);
  return version.then(
    (found): PageAnswer =>
      found === null
        ? { exists: false }
        : VERSION.test(found)
          ? { exists: true, segments: [found, ...more] }
          : unchecked,
    () => unchecked,
  );
}

/**
 * How long an answered version still answers the requests for its page: a change shows on the
 * page within this (the goal is 2 s, the new page's render included), and a page in demand
 * costs one lookup per this time rather than one per visit (the lookup was about a third of a
 * cached ad page's cost on PGlite).
 */
export const VERSION_KEPT_MS = 500;

/**
 * The checks, with the requests for a page that arrive while its version is being looked up, or
 * within VERSION_KEPT_MS of its answer, sharing that lookup; a `fresh` request does not take a
 * kept answer (its lookup's answer is kept for the others). A failed lookup is not kept.
 */
export function sharingLookups(
  checks: PageExistenceChecks,
  now: () => number = Date.now,
): PageExistenceChecks {
  const pending = new Map<string, Promise<string | null>>();
  const answered = new Map<string, { version: Promise<string | null>; at: number }>();
  function ask(key: string, lookup: () => Promise<string | null>, options: LookupOptions = {}) {
    const running = pending.get(key);
    if (running) return running;
    const kept = answered.get(key);
    if (kept && !options.fresh && now() - kept.at < VERSION_KEPT_MS) return kept.version;
    answered.delete(key);
    const version = lookup().finally(() => pending.delete(key));
    pending.set(key, version);
    version.then(
      () => answered.set(key, { version, at: now() }),
      () => undefined,
    );
    return version;
  }
  // Answers of pages no longer asked for are dropped, so the map holds about a second of pages.
  const sweep = setInterval(() => {
    for (const [key, kept] of answered) {
      if (now() - kept.at >= VERSION_KEPT_MS) answered.delete(key);
    }
  }, 10 * VERSION_KEPT_MS);
  sweep.unref();
  return {
    kennel: (slug, options) => ask(`kennel ${slug}`, () => checks.kennel(slug), options),
    ad: (input, options) =>
      ask(`ad ${input.kind} ${input.kennelSlug} ${input.slug}`, () => checks.ad(input), options),
  };
}

const holder = globalThis as unknown as { dogMarketPageExistence?: PageExistenceChecks };

export function setPageExistenceChecks(checks: PageExistenceChecks | undefined): void {
  holder.dogMarketPageExistence = checks;
}

/**
 * Null for a route that is not a kennel's or an ad's; else whether the page exists and the
 * segments its internal path gets. A missing or failing check says yes: the page then answers for
 * itself, under a version that lasts a minute.
 */
export function pageExists(
  match: RouteMatch,
  query: URLSearchParams,
  options: LookupOptions = {},
): Promise<PageAnswer> | null {
  const checks = holder.dogMarketPageExistence;
  const { params } = match;
  if (match.key === '/kennel/[kennel]' && params.kennel) {
    const reviews = [String(reviewsPageOf(query))];
    return answer(checks ? checks.kennel(params.kennel, options) : null, reviews);
  }
  if (
    match.key === '/dog/[dogType]/[kennel]/[slug]' &&
    params.dogType &&
    params.kennel &&
    params.slug
  ) {
    // matchPath only matches a dog type the paths know.
    const input = { kind: params.dogType as DogType, kennelSlug: params.kennel, slug: params.slug };
    return answer(checks ? checks.ad(input, options) : null);
  }
  return null;
}
