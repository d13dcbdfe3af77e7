import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_SECRET,
  createSignedInAccount,
  type TestAccount,
} from '../../../tests/support/accounts';
import { createTestContext } from '../../../tests/support/test-context';
import { createTestDatabase } from '../../../tests/support/test-database';
import type { Role } from '../context';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { createAccountServices, type AccountServices } from '../domain/accounts/auth';
import { getViewer } from '../domain/accounts/get-viewer';
import { CSRF_HEADER, GRAPHQL_ENDPOINT, createGraphQLServer } from './server';

/**
 * Who may change another person's account, through real signed-in sessions: an admin whose
 * session lacks the second factor is refused like any user. Every mutation x actor is also in
 * authorization-matrix.test.ts; this file keeps what needs a real session and sign-in.
 */
type Actor = 'anonymous' | 'user' | 'adminNoSecondFactor' | Exclude<Role, 'USER'>;
const ACTORS: Actor[] = ['anonymous', 'user', 'adminNoSecondFactor', 'ADMINV', 'ADMINM', 'ADMIN'];

interface Case {
  name: string;
  query: (target: TestAccount) => string;
  allowed: readonly Actor[];
  /** Proves the target was not touched when the call was refused. */
  targetUnchanged?: (row: typeof users.$inferSelect, target: TestAccount) => boolean;
}

const CASES: Case[] = [
  {
    name: 'setAccountRole on another account',
    query: (target) => `mutation { setAccountRole(userId: "${target.id}", role: ADMIN) { id } }`,
    allowed: ['ADMIN'],
    targetUnchanged: (row) => row.role === 'USER',
  },
  {
    name: 'confirmAccountEmail of another account',
    query: (target) => `mutation { confirmAccountEmail(userId: "${target.id}") }`,
    allowed: ['ADMIN', 'ADMINV'],
    targetUnchanged: (row) => row.emailVerified === false,
  },
];

let handle: DatabaseHandle;
let services: AccountServices;
let yoga: ReturnType<typeof createGraphQLServer>;

beforeAll(async () => {
  handle = await createTestDatabase();
  // The throttle's clock stands still: its waits must not run out while a slow machine checks
  // one password after another.
  const startedAt = new Date();
  services = createAccountServices(handle.db, TEST_SECRET, () => startedAt);
  yoga = createGraphQLServer({
    production: true,
    accounts: () => services,
    createContext: async (request) =>
      createTestContext(handle, { viewer: await getViewer(services.auth, request.headers) }),
  });
});
afterAll(() => handle.close());

async function call(query: string, headers?: Headers) {
  const response = await yoga.fetch(`http://localhost${GRAPHQL_ENDPOINT}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: '1',
      ...Object.fromEntries(headers ?? []),
    },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { extensions?: { code?: string } }[];
  };
}

/** A fresh account per actor and case, so one success never hides another refusal. */
async function actorSession(actor: Actor, tag: string): Promise<Headers | undefined> {
  if (actor === 'anonymous') return undefined;
  const email = `${actor.toLowerCase()}-${tag}@example.test`;
  if (actor === 'user') return (await createSignedInAccount(services, email)).headers;
  if (actor === 'adminNoSecondFactor') {
    return (await createSignedInAccount(services, email, 'ADMIN', { secondFactor: false })).headers;
  }
  return (await createSignedInAccount(services, email, actor)).headers;
}

describe.each(CASES)('$name', ({ query, allowed, targetUnchanged }) => {
  it.each(ACTORS)('%s', async (actor) => {
    const tag = `${Math.random().toString(36).slice(2, 8)}`;
    const target = await createSignedInAccount(services, `target-${tag}@example.test`);
    await handle.db
      .update(users)
      .set({ name: 'target', emailVerified: false })
      .where(eq(users.id, target.id));
    const session = await actorSession(actor, tag);

    const result = await call(query(target), session);
    const [row] = await handle.db.select().from(users).where(eq(users.id, target.id));
    if (allowed.includes(actor)) {
      expect(result.errors).toBeUndefined();
    } else {
      expect(result.data).toBeNull();
      expect(result.errors?.[0]?.extensions?.code).toMatch(/^(UNAUTHENTICATED|FORBIDDEN)$/);
      if (targetUnchanged) expect(targetUnchanged(row!, target)).toBe(true);
    }
    // Own-account mutations never reach the target, whoever calls them.
    if (targetUnchanged && !query(target).includes(target.id)) {
      expect(targetUnchanged(row!, target)).toBe(true);
    }
  });
});

describe('brute force through aliases', () => {
  it('checks at most 5 passwords per account even when 15 arrive in one request', async () => {
    await createSignedInAccount(services, 'alias-target@example.test');
    const aliases = Array.from(
      { length: 15 },
      (_, i) =>
        `a${i}: signIn(email: "alias-target@example.test", password: "guess number ${i} long") { needsSecondFactor }`,
    ).join('\n');
    const result = await call(`mutation {\n${aliases}\n}`);
    const codes = (result.errors ?? []).map((error) => error.extensions?.code);
    expect(codes).toHaveLength(15);
    expect(codes.filter((code) => code === 'UNAUTHENTICATED')).toHaveLength(5);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(10);

    const right = await call(
      'mutation { signIn(email: "alias-target@example.test", password: "a long enough test password") { needsSecondFactor } }',
    );
    expect(right.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('refuses more aliases than the limit outright', async () => {
    const aliases = Array.from(
      { length: 16 },
      (_, i) => `a${i}: signIn(email: "x@example.test", password: "p") { needsSecondFactor }`,
    ).join('\n');
    const result = await call(`mutation {\n${aliases}\n}`);
    expect(result.data ?? null).toBeNull();
    expect((result.errors?.[0] as { message?: string }).message).toMatch(/aliases/i);
  });
});

describe('session cookies over GraphQL', () => {
  it('sets an HttpOnly session cookie at sign-in and clears it at sign-out', async () => {
    await createSignedInAccount(services, 'cookie@example.test');
    const response = await yoga.fetch(`http://localhost${GRAPHQL_ENDPOINT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      body: JSON.stringify({
        query:
          'mutation { signIn(email: "cookie@example.test", password: "a long enough test password") { needsSecondFactor } }',
      }),
    });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/dm\.session_token=[^;]+;.*HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const token = /dm\.session_token=([^;]+)/.exec(setCookie)![1]!;
    const cookie = new Headers({ cookie: `dm.session_token=${token}` });
    expect((await call('{ me { email } }', cookie)).data?.me).toEqual({
      email: 'cookie@example.test',
    });
    await call('mutation { signOut }', cookie);
    expect((await call('{ me { email } }', cookie)).data?.me).toBeNull();
  });
});
