import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../tests/support/test-context';
import { createTestViewer } from '../../../tests/support/factories';
import { createTestDatabase } from '../../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { createAccountServices } from '../domain/accounts/auth';
import { refreshExchangeRates } from '../domain/exchange-rates/refresh-exchange-rates';
import { eventBusFor } from '../context';
import type { EventBus } from '../events/bus';
import { SITE_ORIGIN } from '../../site-url';
import { CSRF_HEADER, GRAPHQL_ENDPOINT, createGraphQLServer } from './server';

let handle: DatabaseHandle;
let events: EventBus;
let yoga: ReturnType<typeof createGraphQLServer>;
let productionYoga: ReturnType<typeof createGraphQLServer>;

beforeAll(async () => {
  handle = await createTestDatabase();
  events = eventBusFor(handle);
  const createContext = async () => createTestContext(handle, { events });
  const accounts = () =>
    createAccountServices(handle.db, 'a-test-secret-of-at-least-thirty-two-characters');
  yoga = createGraphQLServer({ createContext, accounts, production: false });
  productionYoga = createGraphQLServer({ createContext, accounts, production: true });
});

afterAll(async () => {
  await events.close();
  await handle.close();
});

async function post(
  query: string,
  options: { locale?: string; csrf?: boolean; server?: typeof yoga } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.csrf !== false) headers[CSRF_HEADER] = '1';
  if (options.locale) headers['x-locale'] = options.locale;
  const response = await (options.server ?? yoga).fetch(`http://localhost${GRAPHQL_ENDPOINT}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    // Response shapes are checked by the assertions themselves.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: (await response.json()) as { data?: any; errors?: { message: string }[] },
  };
}

describe('GraphQL reference queries', () => {
  it('lists breeds in the requested language', async () => {
    const { body } = await post('{ breeds { key fci group name slug } }', { locale: 'hu' });
    expect(body.errors).toBeUndefined();
    expect(body.data.breeds.length).toBeGreaterThan(370);
    const komondor = body.data.breeds.find((b: { fci: number }) => b.fci === 53);
    expect(komondor).toMatchObject({ name: 'Komondor', slug: 'komondor', group: 1 });
    const vizsla = body.data.breeds.find((b: { fci: number }) => b.fci === 57);
    expect(vizsla.name).toMatch(/vizsla/i);
  });

  it('lists about 240 countries with dial codes and names', async () => {
    const { body } = await post('{ countries { key dial name(locale: DE) } }');
    expect(body.data.countries.length).toBeGreaterThanOrEqual(240);
    expect(body.data.countries.find((c: { key: string }) => c.key === 'HU')).toEqual({
      key: 'HU',
      dial: '+36',
      name: 'Ungarn',
    });
  });

  it('lists the ten currencies with symbols and rates', async () => {
    const { body } = await post('{ currencies { code symbol perEur } }');
    expect(body.data.currencies.map((c: { code: string }) => c.code)).toEqual([
      'EUR',
      'HUF',
      'USD',
      'GBP',
      'PLN',
      'RUB',
      'RON',
      'CZK',
      'UAH',
      'RSD',
    ]);
    expect(body.data.currencies[1]).toMatchObject({ code: 'HUF', symbol: 'Ft' });
    expect(Number(body.data.currencies[0].perEur)).toBe(1);
  });
});

describe('GraphQL protections', () => {
  it('refuses requests without the CSRF header', async () => {
    // A GET (or a form-encoded POST) needs no CORS preflight, so a custom header is required.
    const url = `http://localhost${GRAPHQL_ENDPOINT}?query=${encodeURIComponent('{ currencies { code } }')}`;
    expect((await yoga.fetch(url)).status).toBe(403);
    expect((await yoga.fetch(url, { headers: { [CSRF_HEADER]: '1' } })).status).toBe(200);
  });

  it('limits aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: currencies { code }`).join(' ');
    const { body } = await post(`{ ${aliases} }`);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('limits depth-heavy and oversized documents', async () => {
    const tokens = Array.from({ length: 600 }, (_, i) => `f${i}: __typename`).join(' ');
    const { body } = await post(`{ ${tokens} }`);
    expect(body.errors?.length).toBeGreaterThan(0);
  });

  it('turns introspection off in production', async () => {
    const dev = await post('{ __schema { queryType { name } } }');
    expect(dev.body.data.__schema.queryType.name).toBe('Query');
    const prod = await post('{ __schema { queryType { name } } }', { server: productionYoga });
    expect(prod.body.data).toBeUndefined();
    expect(prod.body.errors?.[0]?.message).toMatch(/introspection/i);
  });
});

describe('GraphQL subscriptions over SSE', () => {
  it('delivers an event published through the bus', async () => {
    const abort = new AbortController();
    const response = await yoga.fetch(`http://localhost${GRAPHQL_ENDPOINT}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        [CSRF_HEADER]: '1',
      },
      body: JSON.stringify({
        query: 'subscription { exchangeRatesUpdated { currencies updatedAt } }',
      }),
      signal: abort.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    // Publish once the subscription is registered: the bus delivers only to live subscribers.
    const admin = await createTestViewer(handle, 'ADMINM');
    setTimeout(() => {
      void refreshExchangeRates(createTestContext(handle, { events, viewer: admin }), {
        rates: { PLN: '4.3' },
        source: 'test',
      });
    }, 200);
    let text = '';
    while (!text.includes('exchangeRatesUpdated')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    abort.abort();
    const line = text
      .split('\n')
      .find((l) => l.startsWith('data:') && l.includes('exchangeRatesUpdated'))!;
    expect(JSON.parse(line.slice(5)).data.exchangeRatesUpdated.currencies).toEqual(['PLN']);
  });
});

describe('GraphQL CORS: only the site itself, with its cookies', () => {
  const preflight = (origin: string) =>
    yoga.fetch(`http://localhost${GRAPHQL_ENDPOINT}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': `content-type, ${CSRF_HEADER}`,
      },
    });

  it('answers a preflight from a foreign origin without any allow-origin', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('allows the site’s own origin with credentials', async () => {
    const response = await preflight(SITE_ORIGIN);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('gives a foreign origin’s POST no allow-origin either', async () => {
    const response = await yoga.fetch(`http://localhost${GRAPHQL_ENDPOINT}`, {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/json',
        [CSRF_HEADER]: '1',
      },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
