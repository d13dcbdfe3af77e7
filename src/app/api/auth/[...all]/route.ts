import { toNextJsHandler } from 'better-auth/next-js';
import { getAuth } from '@/server/domain/accounts/auth';

// The auth library's own endpoints (session lookup for the header, sign-out); forms use the
// domain use cases through server actions.
export const { GET, POST } = toNextJsHandler((request: Request) => getAuth().handler(request));
