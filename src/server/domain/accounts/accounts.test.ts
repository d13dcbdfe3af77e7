import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { jobs, sessions, users } from '../../db/schema';
import type { Auth } from '../../integrations/auth/auth';
import type { EmailJob } from '../jobs/enqueue-job';
import { createAccountServices, type AccountServices } from './auth';
import { getViewer } from './get-viewer';
import { signIn, signOut } from './sign-in';
import { signUp } from './sign-up';
import { verifyEmail } from './verify-email';

let handle: DatabaseHandle;
let auth: Auth;
let services: AccountServices;
const headers = () => new Headers({ 'user-agent': 'vitest' });
const anna = {
  name: 'Kovács Anna',
  email: 'Anna@Example.test',
  password: 'correct horse battery staple',
  countryCode: 'HU',
  phone: '+36 30 123 4567',
  locale: 'hu' as const,
  acceptTerms: true,
};

async function emailJobs(): Promise<EmailJob[]> {
  return (await handle.db.select().from(jobs)).map((job) => job.payload as EmailJob);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  services = createAccountServices(handle.db, 'a-test-secret-of-at-least-thirty-two-characters');
  auth = services.auth;
});
afterAll(() => handle.close());

describe('sign-up', () => {
  it('refuses bad input field by field and creates nothing', async () => {
    await expect(
      signUp(
        services,
        { ...anna, email: 'not-an-email', password: 'short', phone: '123', name: '' },
        headers(),
      ),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { email: 'emailInvalid', password: 'passwordTooShort', name: 'required' },
    });
    expect(await handle.db.select().from(users)).toHaveLength(0);
  });

  it('refuses a phone number that is not valid for the country', async () => {
    await expect(signUp(services, { ...anna, phone: '+36 1' }, headers())).rejects.toMatchObject({
      fields: { phone: 'phoneInvalid' },
    });
  });

  it('creates the account without a session and queues a verification e-mail in its language', async () => {
    await signUp(services, anna, headers());
    expect(await handle.db.select().from(sessions)).toHaveLength(0);
    const [user] = await handle.db.select().from(users);
    expect(user).toMatchObject({
      email: 'anna@example.test',
      emailVerified: false,
      locale: 'hu',
      countryCode: 'HU',
      role: 'USER',
    });
    const [mail] = await emailJobs();
    expect(mail).toMatchObject({ kind: 'verifyEmail', to: 'anna@example.test', locale: 'hu' });
    expect(mail!.values.url).toMatch(/^http:\/\/localhost:3000\/hu\/fiok-megerositese\?token=.+/);
  });

  it('answers a second sign-up with the same address without revealing it exists', async () => {
    await expect(
      signUp(services, { ...anna, password: 'another long password' }, headers()),
    ).resolves.toBeUndefined();
    expect(await handle.db.select().from(users)).toHaveLength(1);
    expect(await handle.db.select().from(sessions)).toHaveLength(0);
  });
});

describe('verification and sign-in', () => {
  it('verifies the address once; the link cannot be reused or forged', async () => {
    const [mail] = await emailJobs();
    const token = new URL(mail!.values.url!).searchParams.get('token')!;
    expect(await verifyEmail(auth, { token: 'forged.token.value' })).toEqual({
      verified: false,
      cookies: [],
    });
    expect((await verifyEmail(auth, { token })).verified).toBe(true);
    const [user] = await handle.db.select().from(users).where(eq(users.email, 'anna@example.test'));
    expect(user!.emailVerified).toBe(true);
  });

  it('signs in, knows the viewer from the cookie, and signs out', async () => {
    const { cookies } = await signIn(
      services,
      { email: 'ANNA@example.test', password: anna.password },
      headers(),
    );
    const cookie = new Headers({ cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') });
    expect(await getViewer(auth, cookie)).toMatchObject({
      email: 'anna@example.test',
      role: 'USER',
      emailVerified: true,
    });
    await signOut(auth, cookie);
    expect(await getViewer(auth, cookie)).toBeNull();
  });

  it('refuses a wrong password with one message that does not say which part was wrong', async () => {
    for (const attempt of [
      { email: 'anna@example.test', password: 'wrong password 1234' },
      { email: 'nobody@example.test', password: 'wrong password 1234' },
    ]) {
      await expect(signIn(services, attempt, headers())).rejects.toMatchObject({
        code: 'UNAUTHENTICATED',
        fields: { form: 'wrongCredentials' },
      });
    }
  });
});
