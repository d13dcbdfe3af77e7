/**
 * Admin-managed redirects as the proxy applies them and as saving checks them. Pure: the
 * proxy imports this without any server code.
 */
export type RedirectMatch = 'exact' | 'prefix';

export interface RedirectRule {
  id: string;
  fromPath: string;
  toPath: string;
  statusCode: 301 | 302;
  match: RedirectMatch;
}

export interface RedirectHit {
  id: string;
  location: string;
  status: 301 | 302;
}

/** A site path: starts with one slash, no query, fragment, spaces, backslashes or dot segments. */
const PATH = /^\/(?!\/)[^\s?#\\]*$/;

export type PathProblem = 'pathInvalid' | 'targetExternal';

/**
 * A path as stored: trimmed, without a trailing slash (but "/"), percent-encoding kept.
 * A target may be an absolute URL on this site (`origin`), stored as its path; any other
 * host is refused.
 */
export function normalizeRedirectPath(
  value: string,
  origin: string,
  isTarget = false,
): { path: string } | { problem: PathProblem } {
  let text = value.trim();
  if (isTarget && /^[a-z][a-z0-9+.-]*:|^\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text, origin);
    } catch {
      return { problem: 'pathInvalid' };
    }
    if (url.origin !== origin) return { problem: 'targetExternal' };
    text = url.pathname + url.search;
  }
  const [pathname = '', search] = text.split(/\?(.*)/s, 2);
  if (!PATH.test(pathname) || pathname.split('/').some((s) => s === '..' || s === '.')) {
    return { problem: 'pathInvalid' };
  }
  if (search !== undefined && (!isTarget || /[\s#]/.test(search))) {
    return { problem: 'pathInvalid' };
  }
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return { path: search ? `${trimmed}?${search}` : trimmed };
}

const covers = (rule: Pick<RedirectRule, 'fromPath' | 'match'>, path: string) =>
  path === rule.fromPath ||
  (rule.match === 'prefix' && (rule.fromPath === '/' || path.startsWith(`${rule.fromPath}/`)));

/** The rule that answers a path: an exact rule first, else the longest prefix. */
export function findRule<R extends Pick<RedirectRule, 'fromPath' | 'match'>>(
  rules: readonly R[],
  path: string,
): R | null {
  let best: R | null = null;
  for (const rule of rules) {
    if (!covers(rule, path)) continue;
    if (rule.match === 'exact' && rule.fromPath === path) return rule;
    if (!best || rule.fromPath.length > best.fromPath.length) best = rule;
  }
  return best;
}

/** Where a rule sends a path: a prefix rule keeps the rest of the path. */
export function redirectTarget(
  rule: Pick<RedirectRule, 'fromPath' | 'toPath' | 'match'>,
  path: string,
) {
  if (rule.match === 'exact' || path === rule.fromPath) return rule.toPath;
  const rest = rule.fromPath === '/' ? path.slice(1) : path.slice(rule.fromPath.length + 1);
  const [base, query] = rule.toPath.split(/\?(.*)/s, 2);
  const joined = `${base === '/' ? '' : base}/${rest}`;
  return query ? `${joined}?${query}` : joined;
}

export type ChainProblem = 'redirectLoop' | 'redirectChain' | 'fromTaken';

/**
 * Whether the rules with `candidate` added (or replacing its id) stay one hop deep: no
 * target is itself redirected (a loop is such a chain that comes back), and no two rules
 * share a source.
 */
export function chainProblem(
  others: readonly RedirectRule[],
  candidate: RedirectRule,
): ChainProblem | null {
  const rest = others.filter((rule) => rule.id !== candidate.id);
  if (rest.some((rule) => rule.fromPath === candidate.fromPath)) return 'fromTaken';
  const all = [...rest, candidate];
  const pathOf = (target: string) => target.split('?')[0]!;
  for (const rule of all) {
    // Where this rule sends its own source (and, for a prefix, a path below it).
    const samples =
      rule.match === 'prefix'
        ? [rule.fromPath, `${rule.fromPath === '/' ? '' : rule.fromPath}/x`]
        : [rule.fromPath];
    for (const sample of samples) {
      const landing = pathOf(redirectTarget(rule, sample));
      const next = findRule(all, landing);
      if (!next) continue;
      if (rule !== candidate && next !== candidate) continue;
      const back = pathOf(redirectTarget(next, landing));
      return next === rule || back === sample || findRule(all, back) === rule
        ? 'redirectLoop'
        : 'redirectChain';
    }
  }
  return null;
}
