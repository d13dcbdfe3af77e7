import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { jobs } from '../../db/schema';
import type { Auth } from '../../integrations/auth/auth';
import type { EmailJob } from '../jobs/enqueue-job';
import { createAccountServices, type AccountServices } from './auth';
import { getViewer } from './get-viewer';
import { requestPasswordReset, resetPassword } from './reset-password';
import { signIn } from './sign-in';
import { signUp } from './sign-up';

let handle: DatabaseHandle;
let auth: Auth;
let services: AccountServices;
const headers = () => new Headers({ 'user-agent': 'vitest' });
const oldPassword = 'the old long password';
const newPassword = 'a brand new long password';

const resetMails = async () =>
  (await handle.db.select().from(jobs))
    .map((j) => j.payload as EmailJob)
    .filter((p) => p.kind === 'resetPassword');

beforeAll(async () => {
  handle = await createTestDatabase();
  services = createAccountServices(handle.db, 'a-test-secret-of-at-least-thirty-two-characters');
  auth = services.auth;
  await signUp(
    services,
    {
      name: 'Béla',
      email: 'bela@example.test',
      password: oldPassword,
      countryCode: 'HU',
      locale: 'hu',
      acceptTerms: true,
    },
    headers(),
  );
});
afterAll(() => handle.close());

describe('password reset', () => {
  it('answers alike for unknown addresses and sends nothing', async () => {
    await expect(
      requestPasswordReset(services, { email: 'nobody@example.test' }),
    ).resolves.toBeUndefined();
    expect(await resetMails()).toHaveLength(0);
  });

  it('refuses a malformed address', async () => {
    await expect(requestPasswordReset(services, { email: 'nope' })).rejects.toMatchObject({
      fields: { email: 'emailInvalid' },
    });
  });

  it('sends a link to the localized new-password page, which works once', async () => {
    const { cookies } = await signIn(
      services,
      { email: 'bela@example.test', password: oldPassword },
      headers(),
    );
    const oldSession = new Headers({
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    });
    await requestPasswordReset(services, { email: 'BELA@example.test' });
    const [mail] = await resetMails();
    expect(mail!.values.url).toMatch(/\/hu\/beallitasok\/uj-jelszo\?token=/);
    const token = new URL(mail!.values.url!).searchParams.get('token')!;

    await expect(resetPassword(services, { token, password: 'short' })).rejects.toMatchObject({
      fields: { password: 'passwordTooShort' },
    });
    await resetPassword(services, { token, password: newPassword });
    await expect(
      resetPassword(services, { token, password: 'yet another long password' }),
    ).rejects.toMatchObject({
      fields: { form: 'resetLinkInvalid' },
    });

    // The old password and every old session stop working.
    expect(await getViewer(auth, oldSession)).toBeNull();
    await expect(
      signIn(services, { email: 'bela@example.test', password: oldPassword }, headers()),
    ).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await expect(
      signIn(services, { email: 'bela@example.test', password: newPassword }, headers()),
    ).resolves.toBeTruthy();
  });
});
