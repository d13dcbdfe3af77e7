import { describe, expect, it } from 'vitest';
import { STATIC_SECURITY_HEADERS, contentSecurityPolicy } from './security-headers';

const base = {
  nonce: 'abc123',
  isDevelopment: false,
  imageOrigins: [],
  formOrigins: [],
  isHttps: false,
};
const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.split(' ')[0] === name);

describe('contentSecurityPolicy', () => {
  it('runs scripts only by nonce, never inline, and is never framed', () => {
    const policy = contentSecurityPolicy(base);
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' 'nonce-abc123' 'strict-dynamic'",
    );
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toMatch(/'unsafe-eval'/);
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'upgrade-insecure-requests')).toBeUndefined();
  });

  it('runs the inline scripts of pages rendered without a request', () => {
    const policy = contentSecurityPolicy({ ...base, nonce: null });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
  });

  it.each([
    ['development evaluates', { isDevelopment: true }, 'script-src', /'unsafe-eval'/],
    [
      'a bucket serves photos',
      { imageOrigins: ['https://cdn.example'] },
      'img-src',
      /https:\/\/cdn\.example/,
    ],
    [
      'Stripe takes the form',
      { formOrigins: ['https://checkout.stripe.com'] },
      'form-action',
      /checkout\.stripe\.com/,
    ],
    ['HTTPS upgrades', { isHttps: true }, 'upgrade-insecure-requests', /upgrade-insecure-requests/],
  ])('%s', (_name, options, name, expected) => {
    expect(directive(contentSecurityPolicy({ ...base, ...options }), name)).toMatch(expected);
  });
});

describe('STATIC_SECURITY_HEADERS', () => {
  it('denies camera, microphone and location, sniffing and framing', () => {
    expect(STATIC_SECURITY_HEADERS['Permissions-Policy']).toMatch(
      /camera=\(\), microphone=\(\), geolocation=\(\)/,
    );
    expect(STATIC_SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(STATIC_SECURITY_HEADERS['X-Frame-Options']).toBe('DENY');
    expect(STATIC_SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});
