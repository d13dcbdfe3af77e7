/**
 * The breeder-profile landing page's A/B test: which variant a visitor sees, kept in a cookie
 * as `<variant>.<visitor id>`. The cookie comes from the browser, so nothing in it is believed
 * before it parses: a known variant name and a visitor id of the shape this file makes.
 */
export const LANDING_VARIANT_COOKIE = 'lp_bp';
export const LANDING_VARIANTS = ['control', 'A'] as const;
export type LandingVariant = (typeof LANDING_VARIANTS)[number];
/** Half a year: long enough to stay sticky for a whole test. */
export const LANDING_VARIANT_MAX_AGE = 15_552_000;

const VISITOR_ID = /^[A-Za-z0-9_-]{16,32}$/;

export function isLandingVariant(value: unknown): value is LandingVariant {
  return typeof value === 'string' && (LANDING_VARIANTS as readonly string[]).includes(value);
}

export interface VariantAssignment {
  variant: LandingVariant;
  visitorId: string;
}

/** The assignment a cookie carries, or null for a missing, malformed or unknown one. */
export function parseVariantCookie(value: string | null | undefined): VariantAssignment | null {
  if (!value || value.length > 64) return null;
  const dot = value.indexOf('.');
  if (dot < 0) return null;
  const variant = value.slice(0, dot);
  const visitorId = value.slice(dot + 1);
  if (!isLandingVariant(variant) || !VISITOR_ID.test(visitorId)) return null;
  return { variant, visitorId };
}

export function formatVariantCookie(assignment: VariantAssignment): string {
  return `${assignment.variant}.${assignment.visitorId}`;
}

/**
 * A new visitor's variant: A for `splitPercent` of them (a draw in [0, 1) below the share),
 * the control page for the rest. 0 turns the test off, 100 sends everyone to A.
 */
export function drawVariant(splitPercent: number, draw: number): LandingVariant {
  return draw * 100 < splitPercent ? 'A' : 'control';
}

/** A fresh random visitor id (22 characters of base64url), made where the cookie is set. */
export function newVisitorId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
