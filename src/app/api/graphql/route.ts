import { env } from '@/env';
import { createRequestContext } from '@/server/context';
import { createGraphQLServer } from '@/server/graphql/server';

const yoga = createGraphQLServer({
  production: env.NODE_ENV === 'production',
  createContext: () => createRequestContext(),
});

const handle = (request: Request) => yoga.handleRequest(request, {});
export { handle as GET, handle as POST, handle as OPTIONS };
