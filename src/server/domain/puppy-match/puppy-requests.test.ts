import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestReservation } from '../../../../tests/support/buyer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import {
  TEST_BUYER_PROFILE,
  TEST_PUPPY_REQUEST,
  createTestPuppyRequest,
} from '../../../../tests/support/puppy-match-factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { puppyBuyerProfiles, puppyRequests, reservations } from '../../db/schema';
import { confirmPurchase } from '../reservations/complete-reservation';
import { changePuppyRequestState } from './change-puppy-request-state';
import { expirePuppyRequests } from './close-puppy-requests';
import { createPuppyRequest } from './create-puppy-request';
import { findOwnPuppyRequests } from './find-own-puppy-requests';
import { updatePuppyRequest } from './update-puppy-request';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const requestsOf = (userId: string) =>
  handle.db.select().from(puppyRequests).where(eq(puppyRequests.userId, userId));

describe('createPuppyRequest', () => {
  it('files a request with the buyer profile, its budget also in EUR cents, open for 90 days', async () => {
    const buyer = await createTestViewer(handle);
    const now = new Date('2026-11-20T10:00:00Z');
    const request = await createTestPuppyRequest(
      handle,
      buyer,
      { budgetAmount: 60_000_000, currency: 'HUF' },
      { now },
    );
    expect(request).toMatchObject({ status: 'open', closeReason: null, currency: 'HUF' });
    expect(request.budgetEurCents).toBeGreaterThan(100_000);
    expect(request.expiresAt.toISOString()).toBe('2027-02-18T10:00:00.000Z');
    const [profile] = await handle.db
      .select()
      .from(puppyBuyerProfiles)
      .where(eq(puppyBuyerProfiles.userId, buyer.id));
    expect(profile).toMatchObject({ homeType: 'house', language: 'en' });
  });

  it('reuses the saved profile, and refuses a first request without one', async () => {
    const buyer = await createTestViewer(handle);
    const ctx = createTestContext(handle, { viewer: buyer });
    await expect(createPuppyRequest(ctx, { request: TEST_PUPPY_REQUEST })).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { profile: 'buyerProfileRequired' },
    });
    await createPuppyRequest(ctx, { request: TEST_PUPPY_REQUEST, profile: TEST_BUYER_PROFILE });
    await createPuppyRequest(ctx, { request: TEST_PUPPY_REQUEST });
    expect(await requestsOf(buyer.id)).toHaveLength(2);
  });

  it.each([
    ['a budget below zero', { budgetAmount: -1 }, { budgetAmount: 'budgetNegative' }],
    ['a budget not in minor units', { budgetAmount: 10.5 }, { budgetAmount: 'priceInvalid' }],
    ['an unknown currency', { currency: 'XYZ' }, { currency: 'currencyInvalid' }],
    ['an unknown breed', { breedKeys: ['unicorn'] }, { breedKeys: 'breedUnknown' }],
    ['an unknown country', { countryCode: 'XX' }, { countryCode: 'countryInvalid' }],
    ['travelling too far', { travelKm: 5000 }, { travelKm: 'travelTooFar' }],
    ['a bad date', { wantedBy: '2026-13-40' }, { wantedBy: 'dateInvalid' }],
  ])('refuses %s and changes nothing', async (_name, bad, fields) => {
    const buyer = await createTestViewer(handle);
    await expect(
      createTestPuppyRequest(handle, buyer, bad as Partial<typeof TEST_PUPPY_REQUEST>),
    ).rejects.toMatchObject({ code: 'VALIDATION', fields });
    expect(await requestsOf(buyer.id)).toEqual([]);
  });

  it('keeps size, energy and coat only for a request open to suggestions', async () => {
    const buyer = await createTestViewer(handle);
    const named = await createTestPuppyRequest(handle, buyer, { size: 'small' });
    const open = await createTestPuppyRequest(handle, buyer, { breedKeys: [], size: 'small' });
    expect([named.size, open.size]).toEqual([null, 'small']);
  });

  it('needs a signed-in buyer', async () => {
    await expect(
      createPuppyRequest(createTestContext(handle), { request: TEST_PUPPY_REQUEST }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('the buyer manages a request', () => {
  it('pauses, resumes, edits and closes it, and a closed one says why and stays closed', async () => {
    const buyer = await createTestViewer(handle);
    const ctx = createTestContext(handle, { viewer: buyer });
    const { id } = await createTestPuppyRequest(handle, buyer);
    expect((await changePuppyRequestState(ctx, { id, event: 'pause' })).status).toBe('paused');
    await expect(changePuppyRequestState(ctx, { id, event: 'pause' })).rejects.toMatchObject({
      code: 'CONFLICT',
      fields: { form: 'puppyRequestTransitionRefused' },
    });
    expect((await changePuppyRequestState(ctx, { id, event: 'resume' })).status).toBe('open');
    const edited = await updatePuppyRequest(ctx, {
      id,
      request: { ...TEST_PUPPY_REQUEST, budgetAmount: 200_000 },
    });
    expect(edited.budgetEurCents).toBe(200_000);
    const closed = await changePuppyRequestState(ctx, { id, event: 'close' });
    expect(closed).toMatchObject({ status: 'closed', closeReason: 'by_buyer' });
    await expect(
      updatePuppyRequest(ctx, { id, request: TEST_PUPPY_REQUEST }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const [own] = await findOwnPuppyRequests(ctx);
    expect(own).toMatchObject({ id, status: 'closed', closeReason: 'by_buyer', offers: [] });
  });

  it('finds another user’s request NOT_FOUND and leaves it as it was', async () => {
    const owner = await createTestViewer(handle);
    const other = createTestContext(handle, { viewer: await createTestViewer(handle) });
    const { id } = await createTestPuppyRequest(handle, owner);
    await expect(changePuppyRequestState(other, { id, event: 'close' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      updatePuppyRequest(other, { id, request: { ...TEST_PUPPY_REQUEST, budgetAmount: 1 } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [row] = await requestsOf(owner.id);
    expect(row).toMatchObject({ status: 'open', budgetAmount: 150_000 });
  });
});

describe('closing by itself', () => {
  it('expires open and paused requests after 90 days, not younger ones', async () => {
    const buyer = await createTestViewer(handle);
    const filed = new Date('2026-01-01T00:00:00Z');
    const old = await createTestPuppyRequest(handle, buyer, {}, { now: filed });
    const paused = await createTestPuppyRequest(handle, buyer, {}, { now: filed });
    await changePuppyRequestState(createTestContext(handle, { viewer: buyer }), {
      id: paused.id,
      event: 'pause',
    });
    const young = await createTestPuppyRequest(handle, buyer, {}, { now: new Date('2026-03-01') });
    await expirePuppyRequests(createTestContext(handle, { now: new Date('2026-04-01T00:00:00Z') }));
    const rows = new Map((await requestsOf(buyer.id)).map((row) => [row.id, row]));
    expect(rows.get(old.id)).toMatchObject({ status: 'closed', closeReason: 'expired' });
    expect(rows.get(paused.id)).toMatchObject({ status: 'closed', closeReason: 'expired' });
    expect(rows.get(young.id)).toMatchObject({ status: 'open', closeReason: null });
  });

  it('closes the buyer’s live requests as bought when they confirm a purchase', async () => {
    const buyer = await createTestViewer(handle);
    const request = await createTestPuppyRequest(handle, buyer);
    const { reservation } = await createTestReservation(handle, 'deposited', { buyer });
    await handle.db
      .update(reservations)
      .set({ breederCompletedAt: new Date() })
      .where(eq(reservations.id, reservation.id));
    await confirmPurchase(createTestContext(handle, { viewer: buyer }), {
      reservationId: reservation.id,
    });
    const [row] = await requestsOf(buyer.id);
    expect(row).toMatchObject({ id: request.id, status: 'closed', closeReason: 'bought' });
  });
});
