import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_VERSIONS } from '@/content/legal-versions';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { jobs, users } from '../../db/schema';
import type { EmailJob } from '../jobs/enqueue-job';
import { createAccountServices, type AccountServices } from './auth';
import { getViewer } from './get-viewer';
import { signUp } from './sign-up';
import { verifyEmail } from './verify-email';

let handle: DatabaseHandle;
let services: AccountServices;

beforeAll(async () => {
  handle = await createTestDatabase();
  services = createAccountServices(handle.db, 'a-test-secret-of-at-least-thirty-two-characters');
});
afterAll(() => handle.close());

const person = (email: string) => ({
  name: 'Zofia Nowak',
  email,
  password: 'a long and quiet passphrase',
  countryCode: 'PL',
  locale: 'pl' as const,
});
const userRow = async (email: string) =>
  (await handle.db.select().from(users).where(eq(users.email, email)))[0];
async function confirmationUrl(email: string): Promise<URL> {
  const mails = (await handle.db.select().from(jobs)).map((job) => job.payload as EmailJob);
  const mail = mails.findLast((m) => m.to === email && m.kind === 'verifyEmail');
  return new URL(mail!.values.url!);
}

describe('consent at sign-up', () => {
  it.each([undefined, false, '', 'off'])(
    'refuses a sign-up without consent (%j) and creates nothing',
    async (acceptTerms) => {
      await expect(
        signUp(services, { ...person('nobody@example.test'), acceptTerms }, new Headers()),
      ).rejects.toMatchObject({ code: 'VALIDATION', fields: { acceptTerms: 'consentRequired' } });
      expect(await userRow('nobody@example.test')).toBeUndefined();
    },
  );

  it('stores the time and both documents’ versions with the new account', async () => {
    const before = Date.now();
    await signUp(services, { ...person('zofia@example.test'), acceptTerms: 'on' }, new Headers());
    const row = await userRow('zofia@example.test');
    expect(row).toMatchObject({
      termsVersion: LEGAL_VERSIONS.terms,
      privacyVersion: LEGAL_VERSIONS.privacy,
    });
    expect(row!.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.termsAcceptedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('leaves a registered account’s consent as it was when its address signs up again', async () => {
    const { termsAcceptedAt } = (await userRow('zofia@example.test'))!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await signUp(services, { ...person('zofia@example.test'), acceptTerms: true }, new Headers());
    expect((await userRow('zofia@example.test'))!.termsAcceptedAt).toEqual(termsAcceptedAt);
  });
});

describe('confirming the address', () => {
  it('carries a same-site returnTo in the link, and drops any other', async () => {
    const back = '/pl/profil/moje-obowiazki?x=1';
    await signUp(
      services,
      { ...person('back@example.test'), acceptTerms: true, returnTo: back },
      new Headers(),
    );
    const url = await confirmationUrl('back@example.test');
    expect(url.searchParams.get('returnTo')).toBe(back);
    expect(url.searchParams.get('token')).toBeTruthy();
    for (const [email, returnTo] of [
      ['far@example.test', 'https://evil.example/'],
      ['slashes@example.test', '//evil.example/x'],
    ]) {
      await signUp(services, { ...person(email!), acceptTerms: true, returnTo }, new Headers());
      expect((await confirmationUrl(email!)).searchParams.has('returnTo')).toBe(false);
    }
  });

  it('signs the owner in once; a used link opens no session', async () => {
    const token = (await confirmationUrl('back@example.test')).searchParams.get('token')!;
    const first = await verifyEmail(services.auth, { token });
    expect(first.verified).toBe(true);
    const cookie = first.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const viewer = await getViewer(services.auth, new Headers({ cookie }));
    const row = await userRow('back@example.test');
    expect(viewer).toMatchObject({ id: row!.id, emailVerified: true });
    const again = await verifyEmail(services.auth, { token });
    expect(again.cookies).toEqual([]);
  });
});
