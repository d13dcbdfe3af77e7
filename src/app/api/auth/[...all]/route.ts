import { getAccountServices } from '@/server/domain/accounts/auth';

/**
 * Only the session lookup of the auth library is public (the header's account menu). Every
 * other step (sign-in, sign-up, resets, codes) goes through the domain use cases, which add
 * throttling, the password list and our e-mails; the library's own routes stay closed.
 */
export async function GET(request: Request): Promise<Response> {
  if (new URL(request.url).pathname !== '/api/auth/get-session') {
    return new Response('Not found', { status: 404 });
  }
  return getAccountServices().auth.handler(request);
}
