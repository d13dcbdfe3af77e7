import type { DatabaseHandle } from '@/server/db/client';
import type { AccountServices } from '@/server/domain/accounts/auth';
import { getViewer } from '@/server/domain/accounts/get-viewer';
import { CSRF_HEADER, GRAPHQL_ENDPOINT, createGraphQLServer } from '@/server/graphql/server';
import { createTestContext } from './test-context';

/** A GraphQL answer as a client reads it. */
export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

/**
 * The GraphQL server as production runs it (masked errors, no introspection), on a test
 * database, with the viewer taken from real session cookies; `call` posts one operation.
 */
export function createTestGraphQL(handle: DatabaseHandle, services: AccountServices) {
  const yoga = createGraphQLServer({
    production: true,
    accounts: () => services,
    createContext: async (request) =>
      createTestContext(handle, { viewer: await getViewer(services.auth, request.headers) }),
  });
  async function call(
    query: string,
    variables: object = {},
    headers?: Headers,
  ): Promise<GraphQLAnswer> {
    const response = await yoga.fetch(`http://localhost${GRAPHQL_ENDPOINT}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CSRF_HEADER]: '1',
        ...Object.fromEntries(headers ?? []),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLAnswer;
  }
  return { yoga, call };
}
