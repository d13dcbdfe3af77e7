import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../tests/support/test-context';
import { createTestDatabase } from '../../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { createAccountServices, type AccountServices } from '../domain/accounts/auth';
import { getViewer } from '../domain/accounts/get-viewer';
import { signIn } from '../domain/accounts/sign-in';
import { signUp } from '../domain/accounts/sign-up';
import type { Auth } from '../integrations/auth/auth';
import { CSRF_HEADER, GRAPHQL_ENDPOINT, createGraphQLServer } from './server';

let handle: DatabaseHandle;
let auth: Auth;
let services: AccountServices;
let yoga: ReturnType<typeof createGraphQLServer>;
let cookie: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  services = createAccountServices(handle.db, 'a-test-secret-of-at-least-thirty-two-characters');
  auth = services.auth;
  yoga = createGraphQLServer({
    production: true,
    accounts: () => services,
    createContext: async (request) =>
      createTestContext(handle, { viewer: await getViewer(auth, request.headers) }),
  });
  await signUp(
    services,
    {
      name: 'Piotr',
      email: 'piotr@example.test',
      password: 'a long enough password',
      countryCode: 'PL',
      locale: 'pl',
      acceptTerms: true,
    },
    new Headers(),
  );
  const { cookies } = await signIn(
    services,
    { email: 'piotr@example.test', password: 'a long enough password' },
    new Headers(),
  );
  cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
});
afterAll(() => handle.close());

async function me(headers: Record<string, string>) {
  const response = await yoga.fetch(`http://localhost${GRAPHQL_ENDPOINT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...headers },
    body: JSON.stringify({ query: '{ me { name email emailVerified role locale countryCode } }' }),
  });
  return (await response.json()) as { data: { me: unknown } };
}

describe('GraphQL me', () => {
  it('is null for visitors and for forged cookies', async () => {
    expect((await me({})).data.me).toBeNull();
    expect((await me({ cookie: 'dm.session_token=forged.value' })).data.me).toBeNull();
  });

  it('returns the signed-in account from the session cookie', async () => {
    expect((await me({ cookie })).data.me).toEqual({
      name: 'Piotr',
      email: 'piotr@example.test',
      emailVerified: false,
      role: 'USER',
      locale: 'pl',
      countryCode: 'PL',
    });
  });
});
