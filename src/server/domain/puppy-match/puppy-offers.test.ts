import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedEmailJobs } from '../../../../tests/support/alert-factories';
import { createTestPuppy } from '../../../../tests/support/buyer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import {
  createTestPuppyRequest,
  grantTestPuppyMatch,
} from '../../../../tests/support/puppy-match-factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { jobs, listings, notifications, puppyOffers, puppyRequests, users } from '../../db/schema';
import { answerPuppyOffer } from './answer-puppy-offer';
import { findOwnPuppyRequests } from './find-own-puppy-requests';
import { findPuppyMatchRequests } from './find-puppy-match-requests';
import { OFFERS_PER_DAY, offerPuppy } from './offer-puppy';
import { withdrawPuppyOffer } from './withdraw-puppy-offer';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

/** A subscribed breeder's live female vizsla puppy in HU (Csongrád), 1 000 EUR, ready 2026-12-01. */
async function subscribedPuppy(overrides: Partial<typeof listings.$inferInsert> = {}) {
  const puppy = await createTestPuppy(handle, {
    priceEurCents: 100_000,
    region: 'Csongrád',
    availableFrom: '2026-12-01',
    ...overrides,
  });
  await grantTestPuppyMatch(handle, puppy.breeder.id);
  return { ...puppy, ctx: createTestContext(handle, { viewer: puppy.breeder }) };
}

describe('findPuppyMatchRequests: which requests a breeder’s dog answers', () => {
  it.each([
    ['its breed, anywhere in its country', {}, true],
    ['open to suggestions', { breedKeys: [] }, true],
    ['another breed', { breedKeys: ['komondor'] }, false],
    ['another country', { countryCode: 'AT' }, false],
    ['a budget below its price', { budgetAmount: 90_000 }, false],
    ['a budget in another currency above it', { budgetAmount: 60_000_000, currency: 'HUF' }, true],
    ['an adult', { age: 'adult' }, false],
    ['either age', { age: 'any' }, true],
    ['the other sex', { sex: 'male' }, false],
    ['its region, travelling little', { region: 'csongrád', travelKm: 50 }, true],
    ['another region, travelling little', { region: 'Baranya', travelKm: 50 }, false],
    ['another region, travelling far', { region: 'Baranya', travelKm: 400 }, true],
    ['a date after it is ready', { wantedBy: '2026-12-24' }, true],
    ['a date before it is ready', { wantedBy: '2026-11-25' }, false],
  ] as const)('a request for %s', async (_name, request, matches) => {
    await handle.db.delete(puppyRequests);
    const { ctx } = await subscribedPuppy();
    const buyer = await createTestViewer(handle);
    const filed = await createTestPuppyRequest(handle, buyer, request as never);
    const found = await findPuppyMatchRequests(ctx);
    expect(found.map((view) => view.id)).toEqual(matches ? [filed.id] : []);
  });

  it('gives the reasons, filters by breed, and never shows who the buyer is', async () => {
    await handle.db.delete(puppyRequests);
    const { ctx, listing } = await subscribedPuppy();
    const buyer = await createTestViewer(handle);
    await handle.db.update(users).set({ phone: '+36301234567' }).where(eq(users.id, buyer.id));
    await createTestPuppyRequest(handle, buyer, { region: 'Csongrád', wantedBy: '2026-12-20' });
    const [view] = await findPuppyMatchRequests(ctx);
    expect(view!.matches).toEqual([
      {
        listingId: listing.id,
        title: listing.title,
        reasons: ['breed', 'budget', 'region', 'date'],
        isOffered: false,
      },
    ]);
    expect(view!.profile).toMatchObject({ homeType: 'house', hasGarden: true });
    const shown = JSON.stringify(view);
    for (const secret of [buyer.id, `${buyer.id}@example.test`, '+36301234567']) {
      expect(shown).not.toContain(secret);
    }
    expect(await findPuppyMatchRequests(ctx, { breedKey: 'komondor' })).toEqual([]);
  });

  it('refuses a breeder without the puppy-match subscription', async () => {
    const { breeder } = await createTestPuppy(handle);
    const ctx = createTestContext(handle, { viewer: breeder });
    await expect(findPuppyMatchRequests(ctx)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      fields: { form: 'puppyMatchSubscriptionRequired' },
    });
  });
});

describe('offers', () => {
  it('tells the buyer at once, hides the contacts until accepted, then shares them both ways', async () => {
    const { ctx, listing, kennel } = await subscribedPuppy();
    const buyer = await createTestViewer(handle);
    await handle.db.update(users).set({ locale: 'de' }).where(eq(users.id, buyer.id));
    const request = await createTestPuppyRequest(handle, buyer);
    await handle.db.delete(jobs);
    const offered = await offerPuppy(ctx, {
      requestId: request.id,
      listingId: listing.id,
      message: 'Our Bora fits you well.',
    });
    expect(offered.ok).toBe(true);
    const notices = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, buyer.id));
    expect(notices).toMatchObject([{ kind: 'puppyMatchOffer', listingId: listing.id }]);
    const [mail] = await queuedEmailJobs(handle);
    expect(mail).toMatchObject({
      kind: 'puppyMatchOffer',
      to: `${buyer.id}@example.test`,
      locale: 'de',
    });
    expect(mail!.values.url).toContain('/de/');
    const buyerCtx = createTestContext(handle, { viewer: buyer });
    const [before] = await findOwnPuppyRequests(buyerCtx);
    expect(before!.offers).toMatchObject([{ status: 'pending', contact: null }]);
    const [seen] = await findPuppyMatchRequests(ctx);
    expect(seen!.matches[0]!.isOffered).toBe(true);

    const offerId = before!.offers[0]!.id;
    expect(await answerPuppyOffer(buyerCtx, { offerId, answer: 'accept' })).toEqual({
      offerId,
      status: 'accepted',
    });
    const [after] = await findOwnPuppyRequests(buyerCtx);
    expect(after!.offers[0]!.contact).toMatchObject({ name: expect.any(String) });
    expect(after!.offers[0]!.kennel.slug).toBe(kennel.slug);
    const breederMail = (await queuedEmailJobs(handle)).find(
      (job) => job.kind === 'puppyMatchAccepted',
    );
    expect(breederMail).toMatchObject({
      to: `${ctx.viewer!.id}@example.test`,
      values: { buyerEmail: `${buyer.id}@example.test` },
    });
    await expect(answerPuppyOffer(buyerCtx, { offerId, answer: 'decline' })).rejects.toMatchObject({
      code: 'CONFLICT',
      fields: { form: 'puppyOfferTransitionRefused' },
    });
  });

  it('refuses a second offer of the same dog, a dog that does not fit, and past the daily limit', async () => {
    const { ctx, listing, kennel } = await subscribedPuppy();
    const buyer = await createTestViewer(handle);
    const request = await createTestPuppyRequest(handle, buyer);
    const offer = { requestId: request.id, listingId: listing.id, message: 'Hello' };
    expect((await offerPuppy(ctx, offer)).ok).toBe(true);
    expect(await offerPuppy(ctx, offer)).toEqual({ ok: false, code: 'offerAlreadySent' });
    const [komondor] = await handle.db
      .insert(listings)
      .values({ ...listing, id: undefined, slug: `${listing.slug}-k`, breedKey: 'komondor' })
      .returning();
    expect(await offerPuppy(ctx, { ...offer, listingId: komondor!.id })).toEqual({
      ok: false,
      code: 'offerNotMatching',
    });
    for (let i = 1; i < OFFERS_PER_DAY; i++) {
      const other = await createTestPuppyRequest(handle, await createTestViewer(handle));
      expect((await offerPuppy(ctx, { ...offer, requestId: other.id })).ok).toBe(true);
    }
    const last = await createTestPuppyRequest(handle, await createTestViewer(handle));
    expect(await offerPuppy(ctx, { ...offer, requestId: last.id })).toEqual({
      ok: false,
      code: 'offerLimitReached',
    });
    const sent = await handle.db
      .select()
      .from(puppyOffers)
      .where(eq(puppyOffers.requestId, last.id));
    expect(sent).toEqual([]);
    expect(kennel.id).toBe(listing.kennelId);
  });

  it('refuses the unsubscribed, someone else’s dog, and answers of anyone but the buyer', async () => {
    const { ctx, listing } = await subscribedPuppy();
    const buyer = await createTestViewer(handle);
    const request = await createTestPuppyRequest(handle, buyer);
    const offer = { requestId: request.id, listingId: listing.id, message: 'Hello' };
    const stranger = await subscribedPuppy();
    await expect(offerPuppy(stranger.ctx, offer)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const unsubscribed = await createTestPuppy(handle);
    await expect(
      offerPuppy(createTestContext(handle, { viewer: unsubscribed.breeder }), {
        ...offer,
        listingId: unsubscribed.listing.id,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const made = await offerPuppy(ctx, offer);
    if (!made.ok) throw new Error(made.code);
    const other = createTestContext(handle, { viewer: await createTestViewer(handle) });
    await expect(
      answerPuppyOffer(other, { offerId: made.offerId, answer: 'accept' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(withdrawPuppyOffer(stranger.ctx, { offerId: made.offerId })).rejects.toMatchObject(
      { code: 'NOT_FOUND' },
    );
    expect(await withdrawPuppyOffer(ctx, { offerId: made.offerId })).toMatchObject({
      status: 'withdrawn',
    });
  });
});
