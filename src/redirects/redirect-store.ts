import { findRule, redirectTarget, type RedirectHit, type RedirectRule } from './redirect-rules';

/**
 * This process's copy of the redirects, shared through globalThis by the proxy (which reads
 * it on every request, without a database call) and the server code that fills it
 * (src/server/redirects/redirect-sync.ts, on start and on every `redirectsChanged` event).
 * Hits are counted here and written in batches.
 */
interface Store {
  rules: readonly RedirectRule[];
  exact: Map<string, RedirectRule>;
  hits: Map<string, number>;
}

const holder = globalThis as unknown as { dogMarketRedirects?: Store };
const store = (): Store =>
  (holder.dogMarketRedirects ??= { rules: [], exact: new Map(), hits: new Map() });

export function setRedirectRules(rules: readonly RedirectRule[]): void {
  const current = store();
  current.rules = rules;
  current.exact = new Map(
    rules.filter((rule) => rule.match === 'exact').map((rule) => [rule.fromPath, rule]),
  );
}

/** The redirect for a request path, counted as a hit; null when no rule covers it. */
export function findRedirect(pathname: string): RedirectHit | null {
  const current = store();
  if (current.rules.length === 0) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const rule = current.exact.get(path) ?? findRule(current.rules, path);
  if (!rule) return null;
  current.hits.set(rule.id, (current.hits.get(rule.id) ?? 0) + 1);
  return { id: rule.id, location: redirectTarget(rule, path), status: rule.statusCode };
}

/** The hits counted since the last call, per rule id (the counter starts again). */
export function takeRedirectHits(): Map<string, number> {
  const current = store();
  const hits = current.hits;
  current.hits = new Map();
  return hits;
}
