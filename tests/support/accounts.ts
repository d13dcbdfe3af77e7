import { eq } from 'drizzle-orm';
import { URI } from 'otpauth';
import type { Role } from '@/server/context';
import type { Database } from '@/server/db/client';
import { jobs, users } from '@/server/db/schema';
import type { AccountServices } from '@/server/domain/accounts/auth';
import { signIn } from '@/server/domain/accounts/sign-in';
import { signUp } from '@/server/domain/accounts/sign-up';
import { confirmTwoFactorSetup, startTwoFactorSetup } from '@/server/domain/accounts/two-factor';
import type { EmailJob } from '@/server/domain/jobs/enqueue-job';
import type { SessionCookie } from '@/server/integrations/auth/auth';

export const TEST_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
export const TEST_PASSWORD = 'a long enough test password';

/** A Cookie request header carrying the given cookies. */
export const cookieHeaders = (cookies: SessionCookie[], extra: Record<string, string> = {}) =>
  new Headers({ cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '), ...extra });

/** The current TOTP code of an otpauth:// URI, as the person's phone would show it. */
export const totpCode = (totpUri: string) => URI.parse(totpUri).generate();

/** E-mails queued so far (optionally only to one address). */
export async function queuedEmails(db: Database, to?: string): Promise<EmailJob[]> {
  const rows = await db.select().from(jobs).orderBy(jobs.createdAt);
  return rows.map((row) => row.payload as EmailJob).filter((mail) => !to || mail.to === to);
}

/** The token of a mailed link. */
export const tokenOf = (mail: EmailJob | undefined) =>
  new URL(mail!.values.url!).searchParams.get('token')!;

export interface TestAccount {
  id: string;
  email: string;
  headers: Headers;
  totpUri?: string;
}

/**
 * A signed-in account with a confirmed address; admin roles also get an authenticator app
 * (pass `secondFactor: false` for an admin who has not set one up).
 */
export async function createSignedInAccount(
  services: AccountServices,
  email: string,
  role: Role = 'USER',
  {
    secondFactor = role !== 'USER',
    address: from = `10.9.${Math.floor(Math.random() * 250)}.1`,
  }: { secondFactor?: boolean; address?: string } = {},
): Promise<TestAccount> {
  // Sign-ups are limited per network address: callers making many accounts spread them.
  const address = { 'x-forwarded-for': from };
  await signUp(
    services,
    {
      name: email.split('@')[0]!,
      email,
      password: TEST_PASSWORD,
      countryCode: 'HU',
      locale: 'en',
      acceptTerms: true,
    },
    new Headers(address),
  );
  await services.db.update(users).set({ role, emailVerified: true }).where(eq(users.email, email));
  const { cookies } = await signIn(
    services,
    { email, password: TEST_PASSWORD },
    new Headers(address),
  );
  const [user] = await services.db.select().from(users).where(eq(users.email, email));
  const account: TestAccount = { id: user!.id, email, headers: cookieHeaders(cookies, address) };
  if (!secondFactor) return account;
  const { totpUri } = await startTwoFactorSetup(
    services,
    { password: TEST_PASSWORD },
    account.headers,
  );
  const enabled = await confirmTwoFactorSetup(
    services,
    { code: totpCode(totpUri) },
    account.headers,
  );
  return { ...account, totpUri, headers: cookieHeaders(enabled.cookies, address) };
}
