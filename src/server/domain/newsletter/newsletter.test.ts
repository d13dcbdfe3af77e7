import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedEmails } from '../../../../tests/support/accounts';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import {
  createRequestLimits,
  REQUEST_LIMITS,
  type RequestLimits,
} from '../accounts/request-limits';
import { CONFIRM_DAYS, confirmNewsletter } from './confirm-newsletter';
import { subscribeNewsletter } from './subscribe-newsletter';
import { unsubscribeNewsletter } from './unsubscribe-newsletter';

let handle: DatabaseHandle;
let limits: RequestLimits;
beforeAll(async () => {
  handle = await createTestDatabase();
  limits = createRequestLimits(handle.db);
});
afterAll(() => handle.close());

const ctx = (now?: Date) => createTestContext(handle, { now });
const row = async (email: string) =>
  (
    await handle.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
  )[0];
const linkToken = (url: string | undefined) => new URL(url!).searchParams.get('token')!;

describe('newsletter double opt-in', () => {
  it('mails a confirmation in the page language with an unsubscribe link, then confirms', async () => {
    await subscribeNewsletter(
      ctx(),
      limits,
      { email: 'Lena@Example.test', locale: 'de' },
      '1.1.1.1',
    );
    expect(await row('lena@example.test')).toMatchObject({ status: 'pending', locale: 'de' });
    const [mail] = await queuedEmails(handle.db, 'lena@example.test');
    expect(mail).toMatchObject({ kind: 'newsletterConfirm', locale: 'de' });
    expect(mail!.values.url).toMatch(/\/de\/[^/?]+\?token=/);
    expect(mail!.unsubscribeUrl).toMatch(/\/de\/[^/?]+\?token=/);
    expect(mail!.oneClickUrl).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);

    const token = linkToken(mail!.values.url);
    expect(await confirmNewsletter(ctx(), 'not-a-token')).toBe(false);
    expect(await confirmNewsletter(ctx(), token)).toBe(true);
    expect(await confirmNewsletter(ctx(), token)).toBe(true);
    expect(await row('lena@example.test')).toMatchObject({ status: 'active' });

    // Subscribing again while active sends nothing and says the same.
    await subscribeNewsletter(
      ctx(),
      limits,
      { email: 'lena@example.test', locale: 'de' },
      '1.1.1.1',
    );
    expect(await queuedEmails(handle.db, 'lena@example.test')).toHaveLength(1);

    expect(await unsubscribeNewsletter(ctx(), linkToken(mail!.unsubscribeUrl))).toBe(true);
    expect(await row('lena@example.test')).toMatchObject({ status: 'unsubscribed' });
    expect(await confirmNewsletter(ctx(), token)).toBe(false);
    expect(await unsubscribeNewsletter(ctx(), 'not-a-token')).toBe(false);
  });

  it(`refuses a confirmation link older than ${CONFIRM_DAYS} days`, async () => {
    await subscribeNewsletter(
      ctx(),
      limits,
      { email: 'old@example.test', locale: 'fr' },
      '1.1.1.2',
    );
    const [mail] = await queuedEmails(handle.db, 'old@example.test');
    const later = new Date(Date.now() + (CONFIRM_DAYS + 1) * 86_400_000);
    expect(await confirmNewsletter(ctx(later), linkToken(mail!.values.url))).toBe(false);
    expect(await row('old@example.test')).toMatchObject({ status: 'pending' });
  });

  it('refuses bad addresses and saves nothing', async () => {
    await expect(
      subscribeNewsletter(ctx(), limits, { email: 'nope', locale: 'en' }, '1.1.1.3'),
    ).rejects.toMatchObject({ fields: { email: 'emailInvalid' } });
    expect(await row('nope')).toBeUndefined();
  });

  it('is limited per address typed and per network address', async () => {
    const { perAccount, perAddress } = REQUEST_LIMITS.newsletter;
    for (let i = 0; i < perAccount; i++) {
      await subscribeNewsletter(
        ctx(),
        limits,
        { email: 'spam@example.test', locale: 'en' },
        `2.0.0.${i}`,
      );
    }
    await expect(
      subscribeNewsletter(ctx(), limits, { email: 'spam@example.test', locale: 'en' }, '2.0.0.99'),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    for (const alias of ['spam+1@example.test', 'Spam+news@Example.test']) {
      await expect(
        subscribeNewsletter(ctx(), limits, { email: alias, locale: 'en' }, '2.0.0.98'),
      ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    }
    for (const alias of ['jo.hn@gmail.com', 'john+a@googlemail.com', 'j.o.h.n+b@gmail.com']) {
      await subscribeNewsletter(
        ctx(),
        limits,
        { email: alias, locale: 'en' },
        `2.1.0.${alias.length}`,
      );
    }
    await expect(
      subscribeNewsletter(ctx(), limits, { email: 'JOHN@gmail.com', locale: 'en' }, '2.1.1.1'),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    for (let i = 0; i < perAddress; i++) {
      await subscribeNewsletter(
        ctx(),
        limits,
        { email: `n${i}@example.test`, locale: 'en' },
        '3.0.0.1',
      );
    }
    await expect(
      subscribeNewsletter(
        ctx(),
        limits,
        { email: 'one-more@example.test', locale: 'en' },
        '3.0.0.1',
      ),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(await row('one-more@example.test')).toBeUndefined();
  });
});
