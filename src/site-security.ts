import { env } from './env';
import { HSTS, contentSecurityPolicy } from './security-headers';

/** Stripe's hosted card page, where the pay form's redirect goes without JavaScript. */
const STRIPE_CHECKOUT = 'https://checkout.stripe.com';

const IS_HTTPS = new URL(env.SITE_URL).protocol === 'https:';

/** This deployment's page policy, with a nonce for pages rendered per request. */
export function sitePolicy(nonce: string | null): string {
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
