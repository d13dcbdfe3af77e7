import { env } from '@/env';
import { createRequestContext } from '@/server/context';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { getViewer } from '@/server/domain/accounts/get-viewer';
import { createGraphQLServer } from '@/server/graphql/server';

const yoga = createGraphQLServer({
  production: env.NODE_ENV === 'production',
  accounts: getAccountServices,
  createContext: async (request) =>
    createRequestContext({ viewer: await getViewer(getAccountServices().auth, request.headers) }),
});

const handle = (request: Request) => yoga.handleRequest(request, {});
export { handle as GET, handle as POST, handle as OPTIONS };
