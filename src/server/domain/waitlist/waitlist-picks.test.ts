import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestPuppy } from '../../../../tests/support/buyer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { deliver, takeSandboxWebhooks } from '../../../../tests/support/payment-fixtures';
import { ok } from '../../../../tests/support/results';
import { PAYS, setUpSandboxCheckout } from '../../../../tests/support/sandbox-checkout';
import {
  createTestWaitlistLitter,
  giveTestBuyerProfile,
} from '../../../../tests/support/waitlist-factories';
import type { Viewer } from '../../context';
import {
  jobs,
  listings,
  notifications,
  orders,
  reservations,
  subscriptions,
  waitlistApplications,
} from '../../db/schema';
import { closePlannedLitter } from '../listings/change-listing-state';
import { findResponsibilities } from '../responsibilities/find-responsibilities';
import { paySandboxCharge } from '../payments/sandbox-checkout';
import { startCardPayment } from '../payments/start-card-payment';
import { reserveDog } from '../reservations/reserve-dog';
import { applyToWaitlist } from './apply-to-waitlist';
import { decideWaitlistApplication } from './decide-waitlist-application';
import { expireWaitlistPicks } from './expire-waitlist-picks';
import { findLitterWaitlist } from './find-litter-waitlist';
import { findOwnWaitlistApplications } from './find-own-waitlist-applications';
import { passWaitlistPick } from './pass-waitlist-pick';
import { pickWaitlistPuppy } from './pick-waitlist-puppy';
import { refundWaitlistDeposit } from './refund-waitlist-deposit';
import { setWaitlist } from './set-waitlist';
import { startWaitlistPicks } from './start-waitlist-picks';
import { startWaitlistDeposit } from './waitlist-deposit';
import { withdrawWaitlistApplication } from './withdraw-waitlist-application';

const bench = setUpSandboxCheckout();
const { ctxOf } = bench;
const HOUR = 3_600_000;

/** A planned litter (deposit 20 % of 400,000 HUF) whose waitlist asks for the deposit. */
async function depositLitter() {
  const litter = await createTestWaitlistLitter(bench.handle);
  await setWaitlist(ctxOf(litter.breeder), {
    listingId: litter.listing.id,
    isOpen: true,
    places: null,
    isDepositRequired: true,
  });
  return litter;
}

/** A new buyer applies and the breeder accepts: their application id. */
async function acceptedBuyer(litter: { listing: { id: string }; breeder: Viewer }) {
  const buyer = await createTestViewer(bench.handle);
  await giveTestBuyerProfile(bench.handle, buyer.id);
  const { applicationId } = ok(
    await applyToWaitlist(ctxOf(buyer), { listingId: litter.listing.id, message: 'Garden.' }),
  );
  ok(await decideWaitlistApplication(ctxOf(litter.breeder), { applicationId, decision: 'accept' }));
  return { buyer, applicationId };
}

/** The buyer pays the waitlist deposit with the sandbox's good card; the webhook arrives. */
async function payDeposit(buyer: Viewer, applicationId: string) {
  const { orderId } = ok(await startWaitlistDeposit(ctxOf(buyer), { applicationId }));
  const { redirectUrl } = ok(await startCardPayment(ctxOf(buyer), { orderId }));
  await paySandboxCharge(ctxOf(), redirectUrl.split('/').pop()!, PAYS);
  for (const body of await takeSandboxWebhooks(bench.handle)) await deliver(ctxOf(), body);
  return orderId;
}

/** The litter is born with `count` listed puppies. */
async function bornWithPuppies(
  litter: { listing: { id: string; kennelId: string } },
  count: number,
) {
  await bench.handle.db
    .update(listings)
    .set({ status: 'born', birthDate: '2026-11-01' })
    .where(eq(listings.id, litter.listing.id));
  const puppies = [];
  for (let i = 0; i < count; i += 1) {
    const { listing } = await createTestPuppy(bench.handle, {
      kennelId: litter.listing.kennelId,
      litterId: litter.listing.id,
      title: `Puppy ${i + 1}`,
    });
    puppies.push(listing);
  }
  return puppies;
}

const pickState = async (applicationId: string) => {
  const [row] = await bench.handle.db
    .select()
    .from(waitlistApplications)
    .where(eq(waitlistApplications.id, applicationId));
  return row!;
};

const queuedKinds = async (type: string) =>
  (await bench.handle.db.select().from(jobs).where(eq(jobs.type, type))).map((job) => job.payload);

describe('the waitlist deposit', () => {
  it('needs the upcoming-litters plan and a deposit on the litter', async () => {
    const litter = await createTestWaitlistLitter(bench.handle);
    const input = {
      listingId: litter.listing.id,
      isOpen: true,
      places: null,
      isDepositRequired: true,
    };
    await bench.handle.db.delete(subscriptions).where(eq(subscriptions.userId, litter.breeder.id));
    await expect(setWaitlist(ctxOf(litter.breeder), input)).rejects.toMatchObject({
      fields: { form: 'waitlistDepositNeedsPlan' },
    });
    const other = await createTestWaitlistLitter(bench.handle);
    await bench.handle.db
      .update(listings)
      .set({ depositType: 'none' })
      .where(eq(listings.id, other.listing.id));
    await expect(
      setWaitlist(ctxOf(other.breeder), { ...input, listingId: other.listing.id }),
    ).rejects.toMatchObject({ fields: { form: 'waitlistDepositNoTerms' } });
  });

  it('is paid by an accepted buyer on the card page, once, and both sides are told', async () => {
    const litter = await depositLitter();
    const { buyer, applicationId } = await acceptedBuyer(litter);
    const [before] = await findOwnWaitlistApplications(ctxOf(buyer));
    expect(before!.deposit).toEqual({ status: 'due', amount: 8_000_000, currency: 'HUF' });
    expect((await findResponsibilities(ctxOf(buyer))).map((item) => item.kind)).toEqual([
      'payWaitlistDeposit',
    ]);
    const orderId = await payDeposit(buyer, applicationId);
    const [order] = await bench.handle.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ type: 'waitlist_deposit', status: 'paid', amount: 8_000_000 });
    const [after] = await findOwnWaitlistApplications(ctxOf(buyer));
    expect(after!.deposit?.status).toBe('paid');
    const mails = (await queuedKinds('email')) as { kind: string }[];
    expect(mails.map((mail) => mail.kind)).toEqual(
      expect.arrayContaining(['waitlistDepositPaid', 'waitlistDepositReceived']),
    );
    expect(await startWaitlistDeposit(ctxOf(buyer), { applicationId })).toEqual({
      ok: false,
      code: 'waitlistDepositPaid',
    });
    expect(await findResponsibilities(ctxOf(buyer))).toEqual([]);
  });

  it('is not due before acceptance, and nobody else can start it', async () => {
    const litter = await depositLitter();
    const buyer = await createTestViewer(bench.handle);
    await giveTestBuyerProfile(bench.handle, buyer.id);
    const { applicationId } = ok(
      await applyToWaitlist(ctxOf(buyer), { listingId: litter.listing.id, message: 'Hi' }),
    );
    expect(await startWaitlistDeposit(ctxOf(buyer), { applicationId })).toEqual({
      ok: false,
      code: 'waitlistDepositNotDue',
    });
    const stranger = await createTestViewer(bench.handle);
    await expect(startWaitlistDeposit(ctxOf(stranger), { applicationId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      startWaitlistDeposit(ctxOf(litter.breeder), { applicationId }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await bench.handle.db.select().from(orders).where(eq(orders.userId, buyer.id))).toEqual(
      [],
    );
  });

  it('comes back in full when the breeder closes the litter unborn', async () => {
    const litter = await depositLitter();
    const { buyer, applicationId } = await acceptedBuyer(litter);
    await payDeposit(buyer, applicationId);
    await bench.handle.db.delete(jobs).where(eq(jobs.type, 'refund'));
    await closePlannedLitter(ctxOf(litter.breeder), litter.listing.id);
    expect(await queuedKinds('refund')).toHaveLength(1);
  });

  it('of a buyer who left follows the breeder’s policy: only the breeder gives it back', async () => {
    const litter = await depositLitter();
    const { buyer, applicationId } = await acceptedBuyer(litter);
    await payDeposit(buyer, applicationId);
    await bench.handle.db.delete(jobs).where(eq(jobs.type, 'refund'));
    expect(await refundWaitlistDeposit(ctxOf(litter.breeder), { applicationId })).toEqual({
      ok: false,
      code: 'waitlistDepositNotRefundable',
    });
    await withdrawWaitlistApplication(ctxOf(buyer), { applicationId });
    expect(await queuedKinds('refund')).toEqual([]);
    await expect(refundWaitlistDeposit(ctxOf(buyer), { applicationId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    ok(await refundWaitlistDeposit(ctxOf(litter.breeder), { applicationId }));
    ok(await refundWaitlistDeposit(ctxOf(litter.breeder), { applicationId }));
    expect(await queuedKinds('refund')).toHaveLength(1);
  });
});

describe('choosing the puppies after the birth', () => {
  it('goes in place order, one window at a time, while others cannot reserve', async () => {
    const litter = await depositLitter();
    const first = await acceptedBuyer(litter);
    const second = await acceptedBuyer(litter);
    const third = await acceptedBuyer(litter);
    await payDeposit(first.buyer, first.applicationId);
    expect(
      await startWaitlistPicks(ctxOf(litter.breeder), { listingId: litter.listing.id }),
    ).toEqual({ ok: false, code: 'waitlistNotBorn' });
    const puppies = await bornWithPuppies(litter, 3);
    await expect(
      startWaitlistPicks(ctxOf(first.buyer), { listingId: litter.listing.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    ok(await startWaitlistPicks(ctxOf(litter.breeder), { listingId: litter.listing.id }));
    expect(
      await startWaitlistPicks(ctxOf(litter.breeder), { listingId: litter.listing.id }),
    ).toEqual({ ok: false, code: 'waitlistPicksStarted' });
    const choosing = await pickState(first.applicationId);
    expect(choosing.pickState).toBe('choosing');
    expect(choosing.pickClosesAt!.getTime() - bench.clock.getTime()).toBe(48 * HOUR);
    expect((await pickState(second.applicationId)).pickState).toBe('waiting');
    expect(await findResponsibilities(ctxOf(first.buyer))).toMatchObject([
      { kind: 'choosePuppy', dueAt: choosing.pickClosesAt, href: { route: '/profile/waitlists' } },
    ]);
    const told = await bench.handle.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, first.buyer.id), eq(notifications.kind, 'waitlistPickOpen')),
      );
    expect(told).toHaveLength(1);

    // Nobody else reserves a puppy meanwhile; the second place waits its turn.
    const outsider = await createTestViewer(bench.handle);
    expect(await reserveDog(ctxOf(outsider), { listingId: puppies[0]!.id })).toEqual({
      ok: false,
      code: 'waitlistPicksRunning',
    });
    expect(
      await pickWaitlistPuppy(ctxOf(second.buyer), {
        applicationId: second.applicationId,
        puppyId: puppies[0]!.id,
      }),
    ).toEqual({ ok: false, code: 'waitlistNotYourTurn' });

    // The first place chooses: the paid waitlist deposit becomes the puppy's deposit.
    const [own] = await findOwnWaitlistApplications(ctxOf(first.buyer));
    expect(own!.pick?.puppies.map((puppy) => puppy.id).sort()).toEqual(
      puppies.map((puppy) => puppy.id).sort(),
    );
    expect(
      ok(
        await pickWaitlistPuppy(ctxOf(first.buyer), {
          applicationId: first.applicationId,
          puppyId: puppies[1]!.id,
        }),
      ).orderId,
    ).toBeNull();
    const [reservation] = await bench.handle.db
      .select()
      .from(reservations)
      .where(eq(reservations.listingId, puppies[1]!.id));
    expect(reservation).toMatchObject({
      buyerId: first.buyer.id,
      status: 'deposited',
      depositAmount: 8_000_000,
    });
    const [carried] = await bench.handle.db
      .select()
      .from(orders)
      .where(eq(orders.reservationId, reservation!.id));
    expect(carried).toMatchObject({ type: 'waitlist_deposit', status: 'paid' });
    const [puppy] = await bench.handle.db
      .select({ status: listings.status })
      .from(listings)
      .where(eq(listings.id, puppies[1]!.id));
    expect(puppy!.status).toBe('reserved');

    // The second place's window opens; unused, it ends and the third chooses.
    expect(await pickState(second.applicationId)).toMatchObject({ pickState: 'choosing' });
    expect(
      await pickWaitlistPuppy(ctxOf(second.buyer), {
        applicationId: second.applicationId,
        puppyId: puppies[1]!.id,
      }),
    ).toEqual({ ok: false, code: 'waitlistPuppyTaken' });
    bench.clock = new Date(bench.clock.getTime() + 47 * HOUR);
    expect(await expireWaitlistPicks(ctxOf())).toBe(0);
    bench.clock = new Date(bench.clock.getTime() + 2 * HOUR);
    expect(await expireWaitlistPicks(ctxOf())).toBe(1);
    expect((await pickState(second.applicationId)).pickState).toBe('passed');
    expect((await pickState(third.applicationId)).pickState).toBe('choosing');

    // Without a paid waitlist deposit, the choice holds the puppy for its own deposit.
    const { orderId } = ok(
      await pickWaitlistPuppy(ctxOf(third.buyer), {
        applicationId: third.applicationId,
        puppyId: puppies[0]!.id,
      }),
    );
    expect(orderId).toEqual(expect.any(String));
    const shown = await findLitterWaitlist(ctxOf(litter.breeder), { listingId: litter.listing.id });
    expect(shown.summary.picksEndedAt).not.toBeNull();
    const byPlace = [...shown.applications].sort((a, b) => a.place! - b.place!);
    expect(byPlace.map((a) => [a.place, a.pickState, a.pickedPuppy])).toEqual([
      [1, 'picked', 'Puppy 2'],
      [2, 'passed', null],
      [3, 'picked', 'Puppy 1'],
    ]);
    // The picks over, the last puppy is anyone's.
    ok(await reserveDog(ctxOf(outsider), { listingId: puppies[2]!.id }));
  });

  it('refunds the waiting places in full when no puppy is left, and a buyer may pass', async () => {
    const litter = await depositLitter();
    const first = await acceptedBuyer(litter);
    const second = await acceptedBuyer(litter);
    const third = await acceptedBuyer(litter);
    await payDeposit(third.buyer, third.applicationId);
    const [puppy] = await bornWithPuppies(litter, 1);
    ok(await startWaitlistPicks(ctxOf(litter.breeder), { listingId: litter.listing.id }));
    await bench.handle.db.delete(jobs).where(eq(jobs.type, 'refund'));
    // A waiting buyer may give up before their turn.
    ok(await passWaitlistPick(ctxOf(second.buyer), { applicationId: second.applicationId }));
    expect(
      await passWaitlistPick(ctxOf(second.buyer), { applicationId: second.applicationId }),
    ).toEqual({ ok: false, code: 'waitlistNotYourTurn' });
    await expect(
      withdrawWaitlistApplication(ctxOf(first.buyer), { applicationId: first.applicationId }),
    ).rejects.toMatchObject({ fields: { form: 'waitlistPicksStarted' } });
    ok(
      await pickWaitlistPuppy(ctxOf(first.buyer), {
        applicationId: first.applicationId,
        puppyId: puppy!.id,
      }),
    );
    expect((await pickState(third.applicationId)).pickState).toBe('passed');
    expect(await queuedKinds('refund')).toHaveLength(1);
  });
});
