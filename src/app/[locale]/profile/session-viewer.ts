import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { getViewer } from '@/server/domain/accounts/get-viewer';

/**
 * The signed-in person of this render, read through `cookies()` rather than the request's
 * Cookie header. When a server action renews the session (a password change, turning on the
 * second factor), Next.js re-renders the page with the action's new cookies in `cookies()`,
 * while `headers()` still carries the old session, which has just been revoked.
 */
export const getSessionViewer = cache(async () => {
  const requestHeaders = new Headers(await headers());
  requestHeaders.set('cookie', (await cookies()).toString());
  return getViewer(getAccountServices().auth, requestHeaders);
});
