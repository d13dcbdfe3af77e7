import type { AccountServices } from './auth';
import { UnauthenticatedError } from '../errors';

/** The account behind the request's session cookie, or UnauthenticatedError. */
export async function requireSessionUser({ auth }: AccountServices, headers: Headers) {
  const session = await auth.api.getSession({ headers });
  if (!session) throw new UnauthenticatedError();
  return session.user as typeof session.user & { locale?: string };
}
