import { revalidateTag } from 'next/cache';
import { env } from '@/env';
import { createRequestContext } from '@/server/context';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { getViewer } from '@/server/domain/accounts/get-viewer';
import { createGraphQLServer } from '@/server/graphql/server';
import { LISTINGS_CACHE_TAG } from '../../[locale]/list-page-params';

const yoga = createGraphQLServer({
  production: env.NODE_ENV === 'production',
  accounts: getAccountServices,
  createContext: async (request) =>
    createRequestContext({ viewer: await getViewer(getAccountServices().auth, request.headers) }),
  // As the breeders' pages do: a change through the API is on the public lists at once.
  onPublicListsChanged: () => revalidateTag(LISTINGS_CACHE_TAG, { expire: 0 }),
  subscriptionLimits: {
    perAddress: env.SUBSCRIPTIONS_PER_ADDRESS,
    anonymousTotal: env.SUBSCRIPTIONS_ANONYMOUS_TOTAL,
    perAccount: env.SUBSCRIPTIONS_PER_ACCOUNT,
  },
});

const handle = (request: Request) => yoga.handleRequest(request, {});
export { handle as GET, handle as POST, handle as OPTIONS };
