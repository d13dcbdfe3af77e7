import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { env } from '@/env';
import { GET as switchCurrency } from './currency/route';
import { GET as switchLocale } from './locale/route';

const site = new URL(env.SITE_URL).origin;

const call = (
  handler: (request: NextRequest) => Response,
  query: string,
  headers: Record<string, string> = {},
) => handler(new NextRequest(new URL(query, 'http://localhost:3000'), { headers }));

describe('the switchers send the visitor back only to this site', () => {
  it.each([
    '/api/currency?to=EUR&from=/%5Cevil.example',
    '/api/currency?to=EUR&from=/%5C/evil.example',
    '/api/currency?to=EUR&from=//evil.example',
    '/api/currency?to=EUR&from=/%09/evil.example',
    '/api/currency?to=EUR&from=https://evil.example/',
    '/api/currency?to=EUR&from=%2F%2Fevil.example',
    '/api/currency?to=EUR&from=%252F%252Fevil.example',
    '/api/locale?to=de&from=/%5Cevil.example',
    '/api/locale?to=de&from=//evil.example/en',
  ])('%s stays on the site', (query) => {
    const handler = query.startsWith('/api/currency') ? switchCurrency : switchLocale;
    const location = new URL(call(handler, query).headers.get('location')!);
    expect(location.origin).toBe(site);
  });

  it('keeps a same-site path and falls back to the referring page only when it is this site', () => {
    const back = call(switchCurrency, '/api/currency?to=EUR&from=/en/help?x=1');
    expect(back.headers.get('location')).toBe(`${site}/en/help?x=1`);
    const own = call(switchCurrency, '/api/currency?to=EUR', { referer: `${site}/en/breeders` });
    expect(own.headers.get('location')).toBe(`${site}/en/breeders`);
    const foreign = call(switchCurrency, '/api/currency?to=EUR', {
      referer: 'https://evil.example/en/breeders',
      host: 'evil.example',
    });
    expect(foreign.headers.get('location')).toBe(`${site}/`);
  });

  it('never builds the redirect from the Host header', () => {
    const response = call(switchLocale, '/api/locale?to=de&from=/en/help', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(new URL(response.headers.get('location')!).origin).toBe(site);
  });
});
