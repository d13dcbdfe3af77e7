import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { env } from './env';
import { HSTS, contentSecurityPolicy } from './security-headers';

/** Stripe's hosted card page, where the pay form's redirect goes without JavaScript. */
const STRIPE_CHECKOUT = 'https://checkout.stripe.com';

const IS_HTTPS = new URL(env.SITE_URL).protocol === 'https:';

/** This deployment's page policy with the given nonce. */
export function sitePolicy(nonce: string): string {
  return contentSecurityPolicy({
    nonce,
    isDevelopment: env.NODE_ENV === 'development',
    imageOrigins: env.S3_PUBLIC_URL ? [new URL(env.S3_PUBLIC_URL).origin] : [],
    formOrigins: env.PAYMENT_PROVIDER === 'stripe' ? [STRIPE_CHECKOUT] : [],
    isHttps: IS_HTTPS,
  });
}

/** Headers a page adds to the static ones: HSTS when SITE_URL is HTTPS. */
export const PAGE_HEADERS: Record<string, string> = IS_HTTPS
  ? { 'Strict-Transport-Security': HSTS }
  : {};

/**
 * The script nonce of cached pages. A cached page keeps the nonce it was rendered with and, with
 * several processes on PostgreSQL, is served by processes other than the one that rendered it
 * (one shared page cache, src/server/cache): so every process of one build derives the same
 * nonce from AUTH_SECRET and the build id. Without AUTH_SECRET (the embedded one-process
 * default) it is random per process.
 */
export function cachedPageNonce(): string {
  if (!env.AUTH_SECRET) return randomBytes(16).toString('base64');
  const buildIdFile = path.join(process.cwd(), '.next', 'BUILD_ID');
  const buildId = existsSync(buildIdFile) ? readFileSync(buildIdFile, 'utf8').trim() : 'dev';
  return createHmac('sha256', env.AUTH_SECRET)
    .update(`cached-page-nonce:${buildId}`)
    .digest('base64')
    .slice(0, 24);
}
