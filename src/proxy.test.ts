import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { toQuerySegment } from './components/search/list-query-segment';
import { buildPath } from './i18n/paths';
import proxy from './proxy';
import { SITE_ORIGIN } from './site-url';

const call = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }));

const rewriteOf = (response: Response) => response.headers.get('x-middleware-rewrite');

describe('proxy', () => {
  it('rewrites localized paths to the internal route folders, keeping the query', () => {
    expect(rewriteOf(call('/de/welpe/waldhof/bello'))).toBe(
      'http://localhost:3000/de/dog/puppy/waldhof/bello',
    );
    expect(rewriteOf(call('/en/happy-paws'))).toBe('http://localhost:3000/en/kennel/happy-paws');
  });

  it('puts the canonical query of a list page into its internal path, one entry a search', () => {
    expect(rewriteOf(call('/hu/elado-kiskutyak/komondor?page=2'))).toBe(
      `http://localhost:3000/hu/puppies-for-sale/${toQuerySegment('page=2')}/komondor?page=2`,
    );
    expect(rewriteOf(call('/en/puppies-for-sale'))).toBe(
      'http://localhost:3000/en/puppies-for-sale/all',
    );
    // Key order, defaults, bad values and stray keys do not make another page.
    const spellings = [
      '/de/welpen-kaufen?sort=priceAsc&sex=female',
      '/de/welpen-kaufen?sex=female&sort=priceAsc&page=1&utm_source=x',
      '/de/welpen-kaufen?sex=female&sort=priceAsc&country=nowhere&type=puppy&type=adult',
    ];
    const internal = spellings.map((path) => new URL(rewriteOf(call(path))!).pathname);
    expect(new Set(internal)).toEqual(
      new Set([`/de/puppies-for-sale/${toQuerySegment('sex=female&sort=priceAsc')}`]),
    );
    // The breeders list reads the country, a non-price sort and the page only.
    expect(
      new URL(rewriteOf(call('/en/breeders/komondor?sex=male&sort=priceAsc&country=HU'))!).pathname,
    ).toBe(`/en/breeders/${toQuerySegment('country=HU')}/komondor`);
    expect(new URL(rewriteOf(call('/hu/kutyafajtak?view=az'))!).pathname).toBe(
      `/hu/breeds/${toQuerySegment('view=az')}`,
    );
    expect(new URL(rewriteOf(call('/hu/kutyafajtak?view=group'))!).pathname).toBe('/hu/breeds/all');
    // A breed typed into the filter form goes to the route that finds its path.
    expect(rewriteOf(call('/hu/elado-kiskutyak?breed=kuvasz&sex=male'))).toBe(
      'http://localhost:3000/hu/typed-breed/puppies?breed=kuvasz&sex=male',
    );
  });

  it('sends the bare domain to the remembered or browser language', () => {
    expect(
      call('/', { 'accept-language': 'cs-CZ,cs;q=0.9,en;q=0.5' }).headers.get('location'),
    ).toBe('http://localhost:3000/cs');
    expect(
      call('/', { cookie: 'NEXT_LOCALE=ro', 'accept-language': 'de' }).headers.get('location'),
    ).toBe('http://localhost:3000/ro');
    expect(call('/', { 'accept-language': 'es-ES' }).headers.get('location')).toBe(
      'http://localhost:3000/en',
    );
  });

  it('redirects foreign-form and legacy paths permanently', () => {
    const foreign = call('/hu/breeds');
    expect(foreign.status).toBe(308);
    expect(foreign.headers.get('location')).toBe('http://localhost:3000/hu/kutyafajtak');
    expect(call('/en/profile/ertekeleseim').headers.get('location')).toBe(
      'http://localhost:3000/en/profile/ratings',
    );
  });

  it('sends signed-out visitors of private pages to sign in and back, of admin pages to /en', () => {
    const profile = call('/hu/kutyaim/kivansaglista?page=2');
    expect(profile.status).toBe(307);
    const location = new URL(profile.headers.get('location')!);
    expect(location.pathname).toBe(buildPath('/sign-in', {}, 'hu'));
    expect(location.searchParams.get('returnTo')).toBe('/hu/kutyaim/kivansaglista?page=2');
    expect(call('/en/admin/users').headers.get('location')).toBe('http://localhost:3000/en');
    expect(rewriteOf(call('/hu/kutyaim/kivansaglista', { cookie: 'dm.session_token=abc' }))).toBe(
      'http://localhost:3000/hu/my-dogs/my-wish-list',
    );
  });

  it('renders the not-found page in the path’s language, English for unsupported ones', () => {
    expect(rewriteOf(call('/hu/nincs/ilyen'))).toBe('http://localhost:3000/hu/x-not-found');
    expect(rewriteOf(call('/es/perros'))).toBe('http://localhost:3000/en/x-not-found');
  });

  it('redirects to the configured site, whatever host the request names', () => {
    const foreign = (path: string, headers: Record<string, string> = {}) =>
      proxy(
        new NextRequest(new URL(path, 'http://evil.example'), {
          headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', ...headers },
        }),
      );
    for (const response of [
      foreign('/'),
      foreign('/hu/breeds'),
      foreign('/en/profile/ertekeleseim'),
      foreign('/hu/kutyaim/kivansaglista'),
      foreign('/en/admin/users'),
    ]) {
      expect(new URL(response.headers.get('location')!).origin).toBe(SITE_ORIGIN);
    }
  });

  it('turns away a server action posted from another origin with 403, not a server error', () => {
    const action = (origin: string, path = '/en/sign-in') =>
      proxy(
        new NextRequest(new URL(path, 'http://localhost:3000'), {
          method: 'POST',
          headers: { origin, 'next-action': 'abc123', 'content-type': 'text/plain' },
          body: '[]',
        }),
      );
    expect(action('https://evil.example').status).toBe(403);
    expect(action('https://evil.example', '/sandbox-pay/ch_sbx_1').status).toBe(403);
    expect(action('null').status).toBe(403);
    expect(action(SITE_ORIGIN).status).not.toBe(403);
  });

  it('gives the payment pages a fresh nonce policy, the same one to Next.js as to the browser', () => {
    const policyOf = (response: Response) => {
      const policy = response.headers.get('content-security-policy')!;
      expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
      expect(policy).toContain("frame-ancestors 'none'");
      return policy;
    };
    const nonceOf = (response: Response) => {
      const policy = policyOf(response);
      expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      return /'nonce-([^']+)'/.exec(policy)![1];
    };
    // Prerendered and cached pages were rendered without a request: no nonce to match.
    expect(policyOf(call('/en/puppies-for-sale'))).toMatch(/script-src 'self' 'unsafe-inline'/);
    // The payment pages, rendered per request, get a fresh one each time.
    const card = buildPath('/card-payment/[id]', { id: 'o1' }, 'de')!;
    expect(nonceOf(call(card))).not.toBe(nonceOf(call(card)));
    expect(nonceOf(call('/sandbox-pay/ch_sbx_1'))).not.toBe(nonceOf(call('/sandbox-pay/ch_sbx_1')));
  });
});
