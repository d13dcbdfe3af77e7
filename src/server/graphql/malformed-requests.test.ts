import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../../../tests/support/accounts';
import { createTestContext } from '../../../tests/support/test-context';
import { createTestDatabase } from '../../../tests/support/test-database';
import { eventBusFor } from '../context';
import type { DatabaseHandle } from '../db/client';
import type { EventBus } from '../events/bus';
import { createAccountServices } from '../domain/accounts/auth';
import { MAX_BODY_BYTES, redactValues } from './request-guards';
import { CSRF_HEADER, GRAPHQL_ENDPOINT, createGraphQLServer } from './server';

/**
 * Malformed requests are the client's error: each answers 4xx with a GraphQL error body (never
 * 500, never an empty body) and is logged as one info line without a stack or its variables.
 */
let handle: DatabaseHandle;
// One bus for the file, closed at the end: a PostgreSQL bus holds a LISTEN connection.
let events: EventBus;
let yoga: ReturnType<typeof createGraphQLServer>;
const lines: { level: string; text: string }[] = [];
const record =
  (level: string) =>
  (...args: unknown[]) =>
    lines.push({ level, text: args.map((arg) => (arg as Error)?.stack ?? String(arg)).join(' ') });

beforeAll(async () => {
  handle = await createTestDatabase();
  events = eventBusFor(handle);
  yoga = createGraphQLServer({
    production: true,
    accounts: () => createAccountServices(handle.db, TEST_SECRET),
    createContext: async () => createTestContext(handle, { events }),
    logger: {
      debug: () => undefined,
      info: record('info'),
      warn: record('warn'),
      error: record('error'),
    },
  });
});
afterAll(async () => {
  await events.close();
  await handle.close();
});

const URL_ = `http://localhost${GRAPHQL_ENDPOINT}`;
const JSON_HEADERS = { 'content-type': 'application/json', [CSRF_HEADER]: '1' };
const post = (body: BodyInit | null, headers: Record<string, string> = JSON_HEADERS) =>
  ({ method: 'POST', headers, body }) as RequestInit;
const json = (value: unknown) => post(JSON.stringify(value));
const FAVOURITE = 'mutation($id: String!) { addFavourite(listingId: $id) { isFavourite } }';
const SECRET_PASSWORD = 987654321987;

/** A body that streams `size` bytes in 64 KiB chunks without saying how long it is. */
const streamOf = (size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < size; sent += 65_536) {
        controller.enqueue(new Uint8Array(Math.min(65_536, size - sent)).fill(32));
      }
      controller.close();
    },
  });

const CASES: { name: string; init: RequestInit; query?: string; status: number }[] = [
  { name: 'a syntax error', init: json({ query: '{ currencies { code ' }), status: 400 },
  { name: 'an unknown field', init: json({ query: '{ currencies { nope } }' }), status: 400 },
  {
    name: 'a variable of the wrong type',
    init: json({ query: FAVOURITE, variables: { id: 5 } }),
    status: 400,
  },
  { name: 'a missing variable', init: json({ query: FAVOURITE }), status: 400 },
  {
    name: 'variables that are not an object',
    init: json({ query: '{ me { id } }', variables: 'x' }),
    status: 400,
  },
  { name: 'a query that is not a string', init: json({ query: 5 }), status: 400 },
  { name: 'a body that is not JSON', init: post('{"query": '), status: 400 },
  { name: 'bytes that are not UTF-8', init: post(new Uint8Array([0x7b, 0xff, 0xfe])), status: 400 },
  { name: 'an empty body', init: post(''), status: 400 },
  { name: 'JSON null', init: post('null'), status: 400 },
  { name: 'no query at all', init: json({ variables: {} }), status: 400 },
  {
    name: 'a NUL character in a variable (PostgreSQL text cannot hold one)',
    init: json({
      query: 'mutation($t: String!) { confirmNewsletter(token: $t) }',
      variables: { t: '\u0000' },
    }),
    status: 400,
  },
  {
    name: 'a NUL character in a literal',
    init: json({ query: 'mutation { unsubscribeNewsletter(token: "a\\u0000b") }' }),
    status: 400,
  },
  {
    name: 'a text/plain body',
    init: post('{ me { id } }', { 'content-type': 'text/plain', [CSRF_HEADER]: '1' }),
    status: 415,
  },
  {
    name: 'a multipart upload',
    init: post('--x\r\n\r\n--x--', {
      'content-type': 'multipart/form-data; boundary=x',
      [CSRF_HEADER]: '1',
    }),
    status: 415,
  },
  {
    name: 'a batch',
    init: json([{ query: '{ me { id } }' }, { query: '{ me { id } }' }]),
    status: 400,
  },
  {
    name: 'a mutation over GET',
    init: { headers: { [CSRF_HEADER]: '1' } },
    query: `?query=${encodeURIComponent('mutation { signOut }')}`,
    status: 405,
  },
  { name: 'a PUT', init: { ...json({ query: '{ me { id } }' }), method: 'PUT' }, status: 405 },
  {
    name: 'an unknown operation name',
    init: json({ query: 'query A { me { id } }', operationName: 'B' }),
    status: 400,
  },
  {
    name: 'too many aliases',
    init: json({
      query: `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: me { id }`).join(' ')} }`,
    }),
    status: 400,
  },
  {
    name: 'too deep a selection',
    init: json({
      query: `{ __type(name: "Query") { ${'fields { type { ofType { '.repeat(3)}name${' } } }'.repeat(3)} } }`,
    }),
    status: 400,
  },
  {
    name: 'too many tokens',
    init: json({ query: `{ ${Array.from({ length: 1200 }, () => '__typename').join(' ')} }` }),
    status: 400,
  },
  {
    name: 'a subscription to a client that only accepts JSON',
    init: post(JSON.stringify({ query: 'subscription { exchangeRatesUpdated { currencies } }' }), {
      ...JSON_HEADERS,
      accept: 'application/json',
    }),
    status: 406,
  },
  {
    name: 'a body over 1 MiB',
    init: json({ query: '{ me { id } }', variables: { padding: 'x'.repeat(MAX_BODY_BYTES) } }),
    status: 413,
  },
  {
    name: 'a Content-Length over 1 MiB',
    init: post('{}', { ...JSON_HEADERS, 'content-length': String(MAX_BODY_BYTES + 1) }),
    status: 413,
  },
  {
    name: 'a streamed body over 1 MiB without a Content-Length',
    init: { ...post(streamOf(MAX_BODY_BYTES + 10)), duplex: 'half' } as RequestInit,
    status: 413,
  },
];

describe('malformed requests', () => {
  it.each(CASES)(
    'answers $name with $status and a GraphQL error',
    async ({ init, query, status }) => {
      lines.length = 0;
      const response = await yoga.fetch(`${URL_}${query ?? ''}`, init);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/json/);
      const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.message).toEqual(expect.any(String));
      expect(lines).toEqual([
        { level: 'info', text: expect.stringMatching(/^graphql: \w+ answered 4\d\d/) },
      ]);
      expect(lines[0]!.text).not.toMatch(/\n\s+at /);
    },
  );

  it('still reads a body of exactly 1 MiB', async () => {
    const envelope = JSON.stringify({ query: '{ currencies { code } }', variables: { p: '' } });
    const padding = 'x'.repeat(MAX_BODY_BYTES - envelope.length);
    const body = JSON.stringify({ query: '{ currencies { code } }', variables: { p: padding } });
    expect(new TextEncoder().encode(body).byteLength).toBe(MAX_BODY_BYTES);
    const response = await yoga.fetch(URL_, { ...post(streamOf(0)), body, method: 'POST' });
    expect(response.status).toBe(200);
  });

  it('logs neither the value nor a stack when a password arrives as a number', async () => {
    lines.length = 0;
    const query =
      'mutation($p: String!) { signIn(email: "a@example.test", password: $p) { needsSecondFactor } }';
    const response = await yoga.fetch(URL_, json({ query, variables: { p: SECRET_PASSWORD } }));
    expect(response.status).toBe(400);
    expect(JSON.stringify(lines)).not.toContain(String(SECRET_PASSWORD));
    expect(lines).toHaveLength(1);
  });

  it('keeps an answer from a resolver (NOT_FOUND) at 200 and out of the log', async () => {
    lines.length = 0;
    const response = await yoga.fetch(URL_, json({ query: '{ order(id: "nope") { id } }' }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown }).data).toBeNull();
    expect(lines).toEqual([]);
  });
});

describe('redactValues', () => {
  it.each([
    [
      'Variable "$p" got invalid value 123; Int cannot represent',
      'Variable "$p" got invalid value …',
    ],
    [
      'Enum "Locale" cannot represent non-enum value: "secret".',
      'Enum "Locale" cannot represent non-enum value …',
    ],
    ['Syntax Error: Expected Name, found <EOF>.', 'Syntax Error: Expected Name, found <EOF>.'],
  ])('%s', (message, logged) => {
    expect(redactValues(message)).toBe(logged);
  });
});
