import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queuedEmailJobs } from '../../../../tests/support/alert-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { TEST_BUYER_PROFILE } from '../../../../tests/support/puppy-match-factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import {
  createTestWaitlistLitter,
  giveTestBuyerProfile,
} from '../../../../tests/support/waitlist-factories';
import type { DatabaseHandle } from '../../db/client';
import { jobs, notifications, users, waitlistApplications } from '../../db/schema';
import type { Viewer } from '../../context';
import { applyToWaitlist } from './apply-to-waitlist';
import { decideWaitlistApplication } from './decide-waitlist-application';
import { findLitterWaitlist } from './find-litter-waitlist';
import { findOwnWaitlistApplications } from './find-own-waitlist-applications';
import { findWaitlistSummary } from './waitlist-places';
import { withdrawWaitlistApplication } from './withdraw-waitlist-application';

let handle: DatabaseHandle;
const as = (viewer: Viewer | null) => createTestContext(handle, { viewer: viewer ?? undefined });

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(jobs);
});

/** A buyer with a profile, in `locale`. */
async function buyer(locale = 'en') {
  const viewer = await createTestViewer(handle);
  await handle.db.update(users).set({ locale }).where(eq(users.id, viewer.id));
  await giveTestBuyerProfile(handle, viewer.id);
  return viewer;
}

async function applied(listingId: string, viewer?: Viewer) {
  const who = viewer ?? (await buyer());
  const result = await applyToWaitlist(as(who), { listingId, message: 'We have a big garden.' });
  if (!result.ok) throw new Error(result.code);
  return { buyer: who, applicationId: result.applicationId };
}

describe('applying', () => {
  it('files the application and tells the breeder in the app and by e-mail', async () => {
    const { listing, breeder } = await createTestWaitlistLitter(handle);
    await handle.db.update(users).set({ locale: 'hu' }).where(eq(users.id, breeder.id));
    const { buyer: who, applicationId } = await applied(listing.id);
    const [row] = await handle.db
      .select()
      .from(waitlistApplications)
      .where(eq(waitlistApplications.id, applicationId));
    expect(row).toMatchObject({ buyerId: who.id, state: 'applied', place: null });
    const notices = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, breeder.id));
    expect(notices).toMatchObject([{ kind: 'waitlistApplied', listingId: listing.id }]);
    const [mail] = await queuedEmailJobs(handle);
    expect(mail).toMatchObject({ kind: 'waitlistApplied', locale: 'hu' });
    expect(mail!.values.url).toContain(`/hu/`);
    expect(mail!.values.url).toContain(listing.id);
  });

  it.each([
    ['a closed waitlist', { isOpen: false }, 'waitlistClosed'],
    ['a full waitlist', { places: 1, fill: true }, 'waitlistClosed'],
  ] as const)('refuses %s and changes nothing', async (_name, options, code) => {
    const { listing, breeder } = await createTestWaitlistLitter(handle, options);
    if ('fill' in options) {
      const first = await applied(listing.id);
      await decideWaitlistApplication(as(breeder), {
        applicationId: first.applicationId,
        decision: 'accept',
      });
    }
    const before = await handle.db.select().from(waitlistApplications);
    const result = await applyToWaitlist(as(await buyer()), {
      listingId: listing.id,
      message: 'Hello',
    });
    expect(result).toEqual({ ok: false, code });
    expect(await handle.db.select().from(waitlistApplications)).toEqual(before);
  });

  it('asks for the buyer profile once, then saves it with the application', async () => {
    const { listing } = await createTestWaitlistLitter(handle);
    const viewer = await createTestViewer(handle);
    const input = { listingId: listing.id, message: 'Hello' };
    expect(await applyToWaitlist(as(viewer), input)).toEqual({
      ok: false,
      code: 'buyerProfileRequired',
    });
    const result = await applyToWaitlist(as(viewer), { ...input, profile: TEST_BUYER_PROFILE });
    expect(result.ok).toBe(true);
  });

  it('refuses a second live application, the breeder’s own litter, and empty messages', async () => {
    const { listing, breeder } = await createTestWaitlistLitter(handle);
    const { buyer: who } = await applied(listing.id);
    expect(await applyToWaitlist(as(who), { listingId: listing.id, message: 'Again' })).toEqual({
      ok: false,
      code: 'waitlistAlreadyApplied',
    });
    await giveTestBuyerProfile(handle, breeder.id);
    expect(await applyToWaitlist(as(breeder), { listingId: listing.id, message: 'Mine' })).toEqual({
      ok: false,
      code: 'waitlistOwnLitter',
    });
    await expect(
      applyToWaitlist(as(who), { listingId: listing.id, message: '   ' }),
    ).rejects.toMatchObject({ code: 'VALIDATION', fields: { message: 'required' } });
    await expect(
      applyToWaitlist(as(null), { listingId: listing.id, message: 'Hi' }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('deciding', () => {
  it('numbers accepted places in order, shares contacts only then, and tells the buyer', async () => {
    const { listing, breeder } = await createTestWaitlistLitter(handle, { expectedCount: 2 });
    const first = await applied(listing.id, await buyer('pl'));
    const second = await applied(listing.id);
    await handle.db.delete(jobs);
    const hidden = await findLitterWaitlist(as(breeder), { listingId: listing.id });
    expect(hidden.applications.map((a) => a.contact)).toEqual([null, null]);
    expect(JSON.stringify(hidden)).not.toContain(first.buyer.id);
    expect(hidden.applications[0]!.profile).toMatchObject({ homeType: 'house' });

    const accepted = await decideWaitlistApplication(as(breeder), {
      applicationId: first.applicationId,
      decision: 'accept',
    });
    expect(accepted).toMatchObject({ ok: true, state: 'accepted', place: 1 });
    const [mail] = await queuedEmailJobs(handle);
    expect(mail).toMatchObject({ kind: 'waitlistAccepted', locale: 'pl' });
    expect(mail!.values.place).toBe('1');
    await decideWaitlistApplication(as(breeder), {
      applicationId: second.applicationId,
      decision: 'decline',
      reason: 'We chose families nearby.',
    });
    const shown = await findLitterWaitlist(as(breeder), { listingId: listing.id });
    expect(shown.applications.map((a) => [a.state, a.place, a.contact?.email ?? null])).toEqual([
      ['accepted', 1, `${first.buyer.id}@example.test`],
      ['declined', null, null],
    ]);
    expect(await findWaitlistSummary(as(null), { listingId: listing.id })).toEqual({
      isOpen: true,
      places: 2,
      // Offered as many as expected: the breeder's form stays empty rather than saying 2.
      placesSet: null,
      taken: 1,
      expectedCount: 2,
      litterStatus: 'planned',
      isDepositRequired: false,
      picksStartedAt: null,
      picksEndedAt: null,
    });
    const [own] = await findOwnWaitlistApplications(as(second.buyer));
    expect(own).toMatchObject({ state: 'declined', declineReason: 'We chose families nearby.' });
  });

  it('refuses a decided application and a full list; a withdrawn place frees room, its number stays', async () => {
    const { listing, breeder } = await createTestWaitlistLitter(handle, { places: 1 });
    const first = await applied(listing.id);
    const second = await applied(listing.id);
    const accept = (applicationId: string) =>
      decideWaitlistApplication(as(breeder), { applicationId, decision: 'accept' });
    await accept(first.applicationId);
    await expect(accept(first.applicationId)).rejects.toMatchObject({
      code: 'CONFLICT',
      fields: { form: 'waitlistApplicationTransitionRefused' },
    });
    expect(await accept(second.applicationId)).toEqual({ ok: false, code: 'waitlistFull' });
    await withdrawWaitlistApplication(as(first.buyer), { applicationId: first.applicationId });
    expect(await accept(second.applicationId)).toMatchObject({ ok: true, place: 2 });
  });

  it('gives concurrent accepts distinct place numbers', async () => {
    const { listing, breeder } = await createTestWaitlistLitter(handle, { places: 20 });
    const applications = [];
    for (let i = 0; i < 12; i += 1) applications.push(await applied(listing.id));
    const results = await Promise.all(
      applications.map(({ applicationId }) =>
        decideWaitlistApplication(as(breeder), { applicationId, decision: 'accept' }),
      ),
    );
    const places = results.map((result) => (result.ok ? result.place : null));
    expect([...places].sort((x, y) => x! - y!)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(await findWaitlistSummary(as(null), { listingId: listing.id })).toMatchObject({
      places: 20,
      placesSet: 20,
      taken: 12,
    });
  });
});

describe('who may', () => {
  it('lets only the litter’s breeder decide and only the buyer withdraw or read', async () => {
    const { listing, breeder } = await createTestWaitlistLitter(handle);
    const { buyer: who, applicationId } = await applied(listing.id);
    const stranger = await createTestViewer(handle);
    for (const viewer of [who, stranger]) {
      await expect(
        decideWaitlistApplication(as(viewer), { applicationId, decision: 'accept' }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(findLitterWaitlist(as(viewer), { listingId: listing.id })).rejects.toMatchObject(
        { code: 'FORBIDDEN' },
      );
    }
    for (const viewer of [breeder, stranger]) {
      await expect(
        withdrawWaitlistApplication(as(viewer), { applicationId }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(await findOwnWaitlistApplications(as(viewer))).toEqual([]);
    }
    expect((await withdrawWaitlistApplication(as(who), { applicationId })).state).toBe('withdrawn');
  });
});
