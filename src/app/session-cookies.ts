import 'server-only';
import { cookies } from 'next/headers';
import type { SessionCookie } from '@/server/integrations/auth/auth';

/** Applies the cookies a sign-in, sign-up or sign-out asked for to the server action's response. */
export async function applySessionCookies(list: SessionCookie[]): Promise<void> {
  const jar = await cookies();
  for (const cookie of list) jar.set(cookie.name, cookie.value, cookie.options);
}
