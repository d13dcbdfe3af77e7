export interface PolicyOptions {
  /**
   * The nonce Next puts on its scripts ('strict-dynamic' lets them load their chunks); null for
   * pages built or cached without a request, whose inline scripts carry no nonce.
   */
  nonce: string | null;
  isDevelopment: boolean;
  /** Origins photos may come from besides this site (the bucket or its CDN). */
  imageOrigins: string[];
  /** Origins a form may be sent on to (the card company's hosted page). */
  formOrigins: string[];
  isHttps: boolean;
}

/**
 * The Content-Security-Policy of a page: scripts only with the nonce (and what they load),
 * no plugins, no <base>, never framed, forms only to this site and the card page. Styles
 * allow inline `style` attributes (photo placeholders use them); scripts never run inline
 * without the nonce.
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...(options.nonce ? [`'nonce-${options.nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"]),
      // React's development build evaluates code for its debugging aids.
      ...(options.isDevelopment ? ["'unsafe-eval'"] : []),
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...options.imageOrigins],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(options.isDevelopment ? ['ws:'] : [])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...options.formOrigins],
    ['frame-ancestors', "'none'"],
    ...(options.isHttps ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Headers every response carries (next.config.ts); pages add their policy and HSTS. */
export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** Strict-Transport-Security, sent only by an HTTPS site (it would lock out an HTTP one). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The policy of responses that are not pages (API answers, photos). */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";
