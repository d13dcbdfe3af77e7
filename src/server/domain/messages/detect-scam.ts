import { SCAM_PATTERNS, type ScamKind } from './scam-patterns';

export type ScamSignal = ScamKind | 'lookAlikeLink';

/** Brands whose sites are imitated to take payments; their real domains are not flagged. */
const IMITATED_BRANDS = ['paypal', 'westernunion', 'moneygram', 'revolut', 'dhl', 'fedex'];

// \w, \W and \b are ASCII-only in JavaScript: the patterns are meant for letters of any script.
const WORD = '[\\p{L}\\p{N}_]';
const unicodeWords = (source: string) =>
  source
    .replaceAll('\\W', `[^\\p{L}\\p{N}_]`)
    .replaceAll('\\w', WORD)
    .replaceAll('\\b', `(?:(?<!${WORD})(?=${WORD})|(?<=${WORD})(?!${WORD}))`);

const COMPILED = (Object.entries(SCAM_PATTERNS) as [ScamKind, string[]][]).map(
  ([kind, sources]) =>
    [kind, sources.map((source) => new RegExp(unicodeWords(source), 'u'))] as const,
);

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('ł', 'l')
    .replaceAll('ß', 'ss');

const HOST = /(?:https?:\/\/)?((?:[a-z0-9-]+\.)+[a-z]{2,})(?=[/:?#\s]|$)/giu;

function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The name a site is known by: "dog-market" of shop.dog-market.example, without digits. */
const siteName = (host: string) => host.split('.').slice(-2, -1)[0] ?? host;
const squash = (label: string) =>
  label
    .replace(/0/g, 'o')
    .replace(/[1|]/g, 'l')
    .replace(/[^a-z]/g, '');

/**
 * A link that imitates this site or a payment or delivery brand: its name contains the
 * other's, or differs from it by a letter or two, on a domain that is not theirs.
 */
export function isLookAlikeHost(host: string, siteHost: string): boolean {
  const lower = host.toLowerCase();
  const site = siteHost.toLowerCase();
  if (lower === site || lower.endsWith(`.${site}`)) return false;
  const own = squash(siteName(site));
  const brands = own.length >= 4 ? [own, ...IMITATED_BRANDS] : IMITATED_BRANDS;
  const label = squash(lower.split('.').slice(0, -1).join(''));
  const name = squash(siteName(lower));
  return brands.some((brand) => {
    if (name === brand) return brand === own;
    return label.includes(brand) || (brand.length >= 5 && distance(name, brand) <= 2);
  });
}

/**
 * What in a message looks like a request to pay off the platform, by the patterns of
 * scam-patterns.ts, and whether it links to a look-alike site; empty when nothing does.
 */
export function detectScam(text: string, siteHost: string): ScamSignal[] {
  const folded = fold(text);
  const signals: ScamSignal[] = COMPILED.filter(([, patterns]) =>
    patterns.some((pattern) => pattern.test(folded)),
  ).map(([kind]) => kind);
  for (const match of folded.matchAll(HOST)) {
    if (isLookAlikeHost(match[1]!, siteHost)) {
      signals.push('lookAlikeLink');
      break;
    }
  }
  return signals;
}
