import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { toQuerySegment } from './components/search/list-query-segment';
import { buildPath } from './i18n/paths';
import proxy from './proxy';
import { answered } from '../tests/support/proxy-answer';
import { setPageExistenceChecks, uncheckedVersion } from './public-pages/page-existence';
import { setRedirectRules } from './redirects/redirect-store';
import { SESSION_COOKIE_NAMES } from './server/integrations/auth/session-cookie';
import { SITE_ORIGIN } from './site-url';

const request = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }));
const call = (path: string, headers: Record<string, string> = {}) =>
  answered(request(path, headers));

const rewriteOf = (response: Response) => response.headers.get('x-middleware-rewrite');

describe('proxy', () => {
  it('rewrites localized paths to the internal route folders, keeping the query', async () => {
    // Without the checks (before the process starts) an ad's version is the minute's.
    expect(rewriteOf(await request('/de/welpe/waldhof/bello?a=1'))).toBe(
      `http://localhost:3000/de/dog/puppy/waldhof/bello/${uncheckedVersion()}?a=1`,
    );
    expect(rewriteOf(await request('/en/happy-paws?reviews=3'))).toBe(
      `http://localhost:3000/en/kennel/happy-paws/${uncheckedVersion()}/3?reviews=3`,
    );
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

  it('moves breed addresses written with an earlier slug for good (301), keeping the query', () => {
    const serbian = call('/sr/stenci-na-prodaju/rotva-ler?page=2');
    expect(serbian.status).toBe(301);
    expect(serbian.headers.get('location')).toBe(
      'http://localhost:3000/sr/stenci-na-prodaju/rotvajler?page=2',
    );
    const hungarian = call('/hu/tenyesztok/roevidszoru-magyar-vizsla');
    expect(hungarian.status).toBe(301);
    expect(hungarian.headers.get('location')).toBe(
      'http://localhost:3000/hu/tenyesztok/rovidszoru-magyar-vizsla',
    );
    expect(rewriteOf(call('/sr/stenci-na-prodaju/rotvajler'))).toContain('/rottweiler');
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
    expect(call('/hu/nincs/ilyen').status).toBe(404);
    expect(rewriteOf(call('/es/perros'))).toBe('http://localhost:3000/en/x-not-found');
  });

  it.each(['/xx', '/es', '/xx/', '/pt-br/caes', '/xx/breeds', '/xx/en'])(
    'answers %s, a language the site lacks, with the English not-found page and no redirect',
    (path) => {
      const response = call(path);
      expect(response.headers.get('location')).toBeNull();
      expect(response.status).toBe(404);
      expect(rewriteOf(response)).toBe('http://localhost:3000/en/x-not-found');
    },
  );

  it('still redirects a two-letter route segment without a language to its English form', () => {
    expect(call('/lp/pricing').headers.get('location')).toBe('http://localhost:3000/en/lp/pricing');
  });

  it('redirects to the configured site, whatever host the request names', () => {
    const foreign = (path: string, headers: Record<string, string> = {}) =>
      answered(
        proxy(
          new NextRequest(new URL(path, 'http://evil.example'), {
            headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', ...headers },
          }),
        ),
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
      answered(
        proxy(
          new NextRequest(new URL(path, 'http://localhost:3000'), {
            method: 'POST',
            headers: { origin, 'next-action': 'abc123', 'content-type': 'text/plain' },
            body: '[]',
          }),
        ),
      );
    expect(action('https://evil.example').status).toBe(403);
    expect(action('https://evil.example', '/sandbox-pay/ch_sbx_1').status).toBe(403);
    expect(action('null').status).toBe(403);
    expect(action(SITE_ORIGIN).status).not.toBe(403);
  });

  it('gives the payment and signed-in pages a fresh nonce policy, the same one to Next.js as to the browser', () => {
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
    // Signed-in pages read the session, so they are rendered per request too.
    const signedIn = { cookie: `${SESSION_COOKIE_NAMES[0]}=s` };
    const profile = buildPath('/profile', {}, 'pl')!;
    expect(nonceOf(call(profile, signedIn))).not.toBe(nonceOf(call(profile, signedIn)));
    expect(nonceOf(call('/en/admin/users', signedIn))).toBeTruthy();
  });

  it("applies the admins' redirects before routing, a prefix keeping the rest and the query", async () => {
    setRedirectRules([
      { id: 'a', fromPath: '/hu/regi', toPath: '/hu/kiskutyak', statusCode: 301, match: 'prefix' },
      {
        id: 'b',
        fromPath: '/en/breeds',
        toPath: '/en/happy-paws',
        statusCode: 302,
        match: 'exact',
      },
    ]);
    try {
      const moved = call('/hu/regi/vizsla?page=2');
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe(`${SITE_ORIGIN}/hu/kiskutyak/vizsla?page=2`);
      const forNow = call('/en/breeds/', { host: 'evil.example' });
      expect(forNow.status).toBe(302);
      expect(forNow.headers.get('location')).toBe(`${SITE_ORIGIN}/en/happy-paws`);
      expect((await request('/hu/regiek')).status).not.toBe(301);
    } finally {
      setRedirectRules([]);
    }
  });

  it('answers an unknown kennel or ad with the not-found page of its language, status 404', async () => {
    const VERSION = '0123456789abcdef0123456789abcdef';
    const asked: string[] = [];
    setPageExistenceChecks({
      kennel: async (slug) => (
        asked.push(`kennel ${slug}`),
        slug === 'happy-paws' ? VERSION : null
      ),
      ad: async ({ kind, kennelSlug, slug }) => (
        asked.push(`ad ${kind} ${kennelSlug} ${slug}`),
        slug === 'bello' ? VERSION : slug === 'odd' ? '../../x' : null
      ),
    });
    try {
      // A kennel page's page of reviews is a path segment: 1 unless a whole number in range.
      const known = await request('/en/happy-paws');
      expect(rewriteOf(known)).toBe(`http://localhost:3000/en/kennel/happy-paws/${VERSION}/1`);
      for (const [asked, page] of [
        ['2', '2'],
        ['1000', '1000'],
        ['1001', '1'],
        ['0', '1'],
        ['2.5', '1'],
        ['x', '1'],
      ]) {
        expect(rewriteOf(await request(`/en/happy-paws?reviews=${asked}`))).toBe(
          `http://localhost:3000/en/kennel/happy-paws/${VERSION}/${page}?reviews=${asked}`,
        );
      }
      expect(known.headers.get('content-security-policy')).toBeTruthy();
      const unknown = await request('/hu/nincs-ilyen-kennel');
      expect(unknown.status).toBe(404);
      expect(rewriteOf(unknown)).toBe('http://localhost:3000/hu/x-not-found');
      expect(unknown.headers.get('content-security-policy')).toBeTruthy();
      // An ad is asked for under its version; a check's answer never shapes the path otherwise.
      expect(rewriteOf(await request('/de/welpe/waldhof/bello'))).toBe(
        `http://localhost:3000/de/dog/puppy/waldhof/bello/${VERSION}`,
      );
      expect(rewriteOf(await request('/de/welpe/waldhof/odd'))).toBe(
        `http://localhost:3000/de/dog/puppy/waldhof/odd/${uncheckedVersion()}`,
      );
      const gone = await request('/de/welpe/waldhof/verkauft');
      expect([gone.status, rewriteOf(gone)]).toEqual([404, 'http://localhost:3000/de/x-not-found']);
      expect(asked).toEqual([
        ...Array<string>(7).fill('kennel happy-paws'),
        'kennel nincs-ilyen-kennel',
        'ad puppy waldhof bello',
        'ad puppy waldhof odd',
        'ad puppy waldhof verkauft',
      ]);
      // Other pages are not asked about, and a failing check lets the page answer for itself.
      expect(call('/en/breeds').status).not.toBe(404);
      setPageExistenceChecks({
        kennel: () => Promise.reject(new Error('database down')),
        ad: () => Promise.reject(new Error('database down')),
      });
      expect(rewriteOf(await request('/en/happy-paws'))).toBe(
        `http://localhost:3000/en/kennel/happy-paws/${uncheckedVersion()}/1`,
      );
      expect(rewriteOf(await request('/de/welpe/waldhof/bello'))).toBe(
        `http://localhost:3000/de/dog/puppy/waldhof/bello/${uncheckedVersion()}`,
      );
    } finally {
      setPageExistenceChecks(undefined);
    }
  });
});
