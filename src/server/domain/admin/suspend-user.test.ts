import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_PASSWORD,
  TEST_SECRET,
  createSignedInAccount,
  queuedEmails,
} from '../../../../tests/support/accounts';
import { createTestViewer, testPuppyInput } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import { SORTS, type SearchInput } from '@/validation/search';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { adminActions, kennels, listings, sessions, subscriptions, users } from '../../db/schema';
import { createAccountServices, type AccountServices } from '../accounts/auth';
import { getViewer } from '../accounts/get-viewer';
import { signIn } from '../accounts/sign-in';
import { buildSearchQuery } from '../listings/search-query';
import { eraseUser } from './erase-user';
import { restoreUser, suspendUser } from './suspend-user';

let handle: DatabaseHandle;
let services: AccountServices;
let admin: Viewer;
let verifier: Viewer;
const REASON = 'Fake ads reported by several buyers.';
const as = (viewer: Viewer | null) => createTestContext(handle, { viewer });
const accountRow = async (id: string) =>
  (await handle.db.select().from(users).where(eq(users.id, id)))[0]!;
const sessionCount = async (userId: string) =>
  (await handle.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

/** A signed-in breeder (German) with one active ad; the search sees it. */
async function breederWithAd(email: string) {
  const account = await createSignedInAccount(services, email);
  await handle.db.update(users).set({ locale: 'de' }).where(eq(users.id, account.id));
  const [kennel] = await handle.db
    .insert(kennels)
    .values({
      ownerId: account.id,
      name: `Kennel ${email}`,
      slug: email.split('@')[0]!,
      countryCode: 'HU',
    })
    .returning();
  const input = testPuppyInput();
  const [listing] = await handle.db
    .insert(listings)
    .values({
      kennelId: kennel!.id,
      kind: 'puppy',
      status: 'active',
      slug: `${kennel!.slug}-puppy`,
      title: input.title,
      breedKey: input.breedKey,
      currency: 'EUR',
      countryCode: 'HU',
    })
    .returning();
  await handle.db.insert(subscriptions).values({
    userId: account.id,
    service: 'upcoming_litters',
    startsAt: new Date(Date.now() - 86_400_000),
    endsAt: new Date(Date.now() + 86_400_000),
  });
  return { account, kennel: kennel!, listing: listing! };
}

async function searchIds(country = 'HU') {
  const input = { country, type: ['puppy'], sort: SORTS[0] } as SearchInput;
  const query = buildSearchQuery(input, { today: '2026-11-26', ratesPerEur: {} });
  const arm = query.arms[0]!;
  const rows = await handle.db.select({ id: listings.id }).from(listings).where(arm.where);
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  services = createAccountServices(handle.db, TEST_SECRET);
  admin = await createTestViewer(handle, 'ADMIN');
  verifier = await createTestViewer(handle, 'ADMINV');
});
afterAll(() => handle.close());

describe('suspendUser and restoreUser', () => {
  it('ends every session, takes the ads out of search, refuses sign-in and tells the person', async () => {
    const { account, listing } = await breederWithAd('suspended@example.test');
    expect(await sessionCount(account.id)).toBeGreaterThan(0);
    expect(await searchIds()).toContain(listing.id);

    await suspendUser(as(verifier), { userId: account.id, reason: `  ${REASON} ` });

    expect(await sessionCount(account.id)).toBe(0);
    expect(await getViewer(services.auth, account.headers)).toBeNull();
    expect(await searchIds()).not.toContain(listing.id);
    expect(await accountRow(account.id)).toMatchObject({ suspensionReason: REASON });
    await expect(
      signIn(services, { email: account.email, password: TEST_PASSWORD }, new Headers()),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', fields: { form: 'accountSuspended' } });
    const wrong = signIn(
      services,
      { email: account.email, password: 'not the password' },
      new Headers(),
    );
    await expect(wrong).rejects.toMatchObject({ fields: { form: 'wrongCredentials' } });
    const mail = (await queuedEmails(handle.db, account.email)).find(
      (m) => m.kind === 'accountSuspended',
    );
    expect(mail).toMatchObject({ locale: 'de', values: { reason: REASON } });
    const [entry] = await handle.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, account.id));
    expect(entry).toMatchObject({ action: 'user.suspend', actorId: verifier.id, reason: REASON });

    await restoreUser(as(admin), { userId: account.id, reason: 'Cleared after a call.' });
    expect(await searchIds()).toContain(listing.id);
    const again = await signIn(
      services,
      { email: account.email, password: TEST_PASSWORD },
      new Headers(),
    );
    expect(again.cookies.length).toBeGreaterThan(0);
    const restored = (await queuedEmails(handle.db, account.email)).find(
      (m) => m.kind === 'accountRestored',
    );
    expect(restored).toMatchObject({ locale: 'de', values: { reason: 'Cleared after a call.' } });
  });

  it('refuses other roles, a missing reason and unknown accounts, changing nothing', async () => {
    const target = await createTestViewer(handle);
    const cases: [Viewer | null, Record<string, string>, string][] = [
      [null, { userId: target.id, reason: REASON }, 'UNAUTHENTICATED'],
      [await createTestViewer(handle), { userId: target.id, reason: REASON }, 'FORBIDDEN'],
      [
        await createTestViewer(handle, 'ADMINM'),
        { userId: target.id, reason: REASON },
        'FORBIDDEN',
      ],
      [
        { ...verifier, twoFactorEnabled: false },
        { userId: target.id, reason: REASON },
        'FORBIDDEN',
      ],
      [verifier, { userId: target.id, reason: ' ' }, 'VALIDATION'],
      [verifier, { userId: 'nobody', reason: REASON }, 'NOT_FOUND'],
      [verifier, { userId: verifier.id, reason: REASON }, 'CONFLICT'],
    ];
    const before = await accountRow(target.id);
    for (const [viewer, input, code] of cases) {
      await expect(suspendUser(as(viewer), input as never)).rejects.toMatchObject({ code });
    }
    expect(await accountRow(target.id)).toEqual(before);
    await expect(
      restoreUser(as(verifier), { userId: target.id, reason: REASON }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });
});

describe('eraseUser', () => {
  it('anonymises the person, deletes their ways in and keeps the account row for orders', async () => {
    const { account, kennel, listing } = await breederWithAd('erased@example.test');
    await handle.db
      .update(kennels)
      .set({ phone: '+36301234567', email: 'k@example.test' })
      .where(eq(kennels.id, kennel.id));

    await eraseUser(as(verifier), {
      userId: account.id,
      reason: 'Asked by e-mail on 20 November.',
    });

    const row = await accountRow(account.id);
    expect(row).toMatchObject({
      name: 'Erased account',
      phone: null,
      image: null,
      emailVerified: false,
    });
    expect(row.email).not.toContain('erased@example.test');
    expect(row.erasedAt).toBeInstanceOf(Date);
    const [kennelRow] = await handle.db.select().from(kennels).where(eq(kennels.id, kennel.id));
    expect(kennelRow).toMatchObject({ phone: null, email: null });
    expect(await sessionCount(account.id)).toBe(0);
    expect(await searchIds()).not.toContain(listing.id);
    await expect(
      signIn(services, { email: 'erased@example.test', password: TEST_PASSWORD }, new Headers()),
    ).rejects.toMatchObject({ fields: { form: 'wrongCredentials' } });
    await expect(
      eraseUser(as(verifier), { userId: account.id, reason: 'Again.' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
