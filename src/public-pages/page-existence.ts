import type { DogType, RouteMatch } from '@/i18n/paths';

/**
 * Whether a kennel's or an ad's page has something to show, asked by the proxy before the page
 * renders: an unknown one is answered with the prerendered not-found page of its language
 * (header, footer, `<html lang>`), since a page's own notFound() gets only an empty shell from
 * Next.js 16.3+ (vercel/next.js#62228). The server fills this in when its process starts
 * (src/server/process.ts), shared through globalThis as the redirects are; until then, and in
 * unit tests, every page renders and decides for itself.
 */
export interface PageExistenceChecks {
  kennel(slug: string): Promise<boolean>;
  ad(input: { kind: DogType; kennelSlug: string; slug: string }): Promise<boolean>;
}

const holder = globalThis as unknown as { dogMarketPageExistence?: PageExistenceChecks };

export function setPageExistenceChecks(checks: PageExistenceChecks | undefined): void {
  holder.dogMarketPageExistence = checks;
}

/**
 * Null when nothing needs asking (another route, no checks installed); else whether the page
 * exists. A failing check says yes: the page then answers for itself.
 */
export function pageExists(match: RouteMatch): Promise<boolean> | null {
  const checks = holder.dogMarketPageExistence;
  if (!checks) return null;
  const { params } = match;
  let answer: Promise<boolean>;
  if (match.key === '/kennel/[kennel]' && params.kennel) {
    answer = checks.kennel(params.kennel);
  } else if (
    match.key === '/dog/[dogType]/[kennel]/[slug]' &&
    params.dogType &&
    params.kennel &&
    params.slug
  ) {
    // matchPath only matches a dog type the paths know.
    answer = checks.ad({
      kind: params.dogType as DogType,
      kennelSlug: params.kennel,
      slug: params.slug,
    });
  } else {
    return null;
  }
  return answer.catch(() => true);
}
