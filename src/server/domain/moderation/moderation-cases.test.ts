import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedEmails } from '../../../../tests/support/accounts';
import { createTestBreeder, createTestViewer } from '../../../../tests/support/factories';
import { createTestReview } from '../../../../tests/support/review-factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import {
  adminActions,
  jobs,
  kennels,
  listingReports,
  listings,
  moderationCases,
  reviews,
  users,
} from '../../db/schema';
import { findPublicKennel } from '../kennels/find-public-kennel';
import { reportListing } from '../listings/report-listing';
import { decideModerationCase } from './decide-moderation-case';
import { getModerationCaseOrThrow } from './get-moderation-case';
import { listModerationQueue } from './list-moderation-queue';
import { openCase } from './open-case';
import { reportTarget } from './report-target';

let handle: DatabaseHandle;
let moderator: Viewer;
const as = (viewer: Viewer | null, locale: 'en' | 'hu' | 'de' = 'en') =>
  createTestContext(handle, { viewer, locale });
const REPORT = { reason: 'scam', text: 'The same photos are on another site.' } as const;
const STATEMENT = 'The photos belong to another kennel.';

let counter = 0;
/** A German-speaking breeder's active ad. */
async function sellerWithAd() {
  const { viewer, kennel } = await createTestBreeder(handle);
  await handle.db.update(users).set({ locale: 'de' }).where(eq(users.id, viewer.id));
  const [listing] = await handle.db
    .insert(listings)
    .values({
      kennelId: kennel.id,
      kind: 'puppy',
      status: 'active',
      slug: `moderated-${++counter}`,
      title: `Vizsla ${counter}`,
      breedKey: 'hungarian-short-haired-pointer-vizsla',
      currency: 'HUF',
      countryCode: 'HU',
    })
    .returning();
  return { seller: viewer, kennel, listing: listing! };
}

const caseOf = async (targetId: string) =>
  (
    await handle.db.select().from(moderationCases).where(eq(moderationCases.targetId, targetId))
  )[0]!;

beforeAll(async () => {
  handle = await createTestDatabase();
  moderator = await createTestViewer(handle, 'ADMINV');
});
afterAll(() => handle.close());

describe('reports open one case per target', () => {
  it('counts every report of a kennel in one open case, once per person', async () => {
    const { kennel } = await sellerWithAd();
    const input = { targetType: 'kennel', targetId: kennel.id, ...REPORT } as const;
    const first = await reportTarget(as(null, 'hu'), { ...input, email: 'a@example.test' });
    const second = await reportTarget(as(await createTestViewer(handle)), {
      ...input,
      reason: 'other',
    });
    expect(second.caseId).toBe(first.caseId);
    await expect(
      reportTarget(as(null), { ...input, email: 'a@example.test' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', fields: { form: 'reportDuplicate' } });
    expect(await caseOf(kennel.id)).toMatchObject({
      source: 'report',
      reportCount: 2,
      severity: 3,
      state: 'open',
    });
    expect((await caseOf(kennel.id)).reasons.sort()).toEqual(['other', 'scam']);
  });

  it('refuses a bad reason or a target that is not public, changing nothing', async () => {
    const { kennel } = await sellerWithAd();
    await expect(
      reportTarget(as(null), {
        targetType: 'kennel',
        targetId: kennel.id,
        reason: 'x',
        text: 'short',
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    await handle.db.update(kennels).set({ hiddenAt: new Date() }).where(eq(kennels.id, kennel.id));
    await expect(
      reportTarget(as(null), { targetType: 'kennel', targetId: kennel.id, ...REPORT }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await handle.db.select().from(moderationCases).where(eq(moderationCases.targetId, kennel.id)),
    ).toEqual([]);
  });

  it('puts a reported ad in the queue beside its listing_reports row', async () => {
    const { listing } = await sellerWithAd();
    await reportListing(as(null, 'hu'), {
      listingId: listing.id,
      ...REPORT,
      email: 'b@example.test',
    });
    const found = await caseOf(listing.id);
    const [report] = await handle.db
      .select()
      .from(listingReports)
      .where(eq(listingReports.listingId, listing.id));
    expect(report).toMatchObject({ caseId: found.id, locale: 'hu' });
  });
});

describe('the queue', () => {
  it('shows the highest severity first, then the oldest, with a 12-hour deadline', async () => {
    const { listing: low } = await sellerWithAd();
    const { listing: high } = await sellerWithAd();
    const early = new Date('2026-01-01T08:00:00Z');
    await openCase(
      handle.db,
      { targetType: 'listing', targetId: low.id },
      { source: 'report', reason: 'other' },
      early,
    );
    await openCase(
      handle.db,
      { targetType: 'listing', targetId: high.id },
      { source: 'flag', flagKind: 'photo_reused', details: 'same photo' },
      new Date(),
    );
    const { rows } = await listModerationQueue(as(moderator), { limit: 500 });
    const ids = rows.map((row) => row.targetId);
    expect(ids.indexOf(high.id)).toBeLessThan(ids.indexOf(low.id));
    const lowRow = rows.find((row) => row.targetId === low.id)!;
    expect(lowRow.dueAt.toISOString()).toBe('2026-01-01T20:00:00.000Z');
    expect(lowRow.targetLabel).toBe(low.title);
    const flagged = await listModerationQueue(as(moderator), { kind: 'photo_reused', limit: 500 });
    expect(flagged.rows.map((row) => row.targetId)).toContain(high.id);
    expect(flagged.rows.map((row) => row.targetId)).not.toContain(low.id);
  });

  it.each(['ADMINM', 'USER'] as const)('is refused to %s', async (role) => {
    const viewer = await createTestViewer(handle, role);
    await expect(listModerationQueue(as(viewer))).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('decideModerationCase', () => {
  it('hides a reported ad: the seller gets the statement in German, the reporter the outcome in Hungarian', async () => {
    const { seller, listing } = await sellerWithAd();
    await reportListing(as(null, 'hu'), {
      listingId: listing.id,
      ...REPORT,
      email: 'reporter@example.test',
    });
    const { id: caseId } = await caseOf(listing.id);
    const before = (await handle.db.select().from(jobs)).length;
    const result = await decideModerationCase(as(moderator), {
      caseId,
      decision: 'hide',
      ground: 'terms',
      reason: STATEMENT,
    });
    expect(result).toMatchObject({ decision: 'hide', targetStatus: 'hidden' });
    const [row] = await handle.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ status: 'hidden', hiddenReason: STATEMENT });
    expect(await caseOf(listing.id)).toMatchObject({
      state: 'decided',
      decision: 'hide',
      decidedBy: moderator.id,
    });
    const sellerMails = await queuedEmails(handle.db, `${seller.id}@example.test`);
    expect(sellerMails.at(-1)).toMatchObject({
      kind: 'moderationStatement',
      locale: 'de',
      values: expect.objectContaining({
        decision: 'hide',
        facts: STATEMENT,
        automated: 'no',
        ground: 'terms',
      }),
    });
    expect((await queuedEmails(handle.db, 'reporter@example.test')).at(-1)).toMatchObject({
      kind: 'moderationOutcome',
      locale: 'hu',
      values: expect.objectContaining({ decision: 'hide', target: listing.title }),
    });
    expect((await handle.db.select().from(jobs)).length).toBe(before + 2);
    const [audit] = await handle.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, listing.id));
    expect(audit).toMatchObject({
      action: 'moderation.hide',
      reason: STATEMENT,
      actorId: moderator.id,
    });
    const [report] = await handle.db
      .select()
      .from(listingReports)
      .where(eq(listingReports.listingId, listing.id));
    expect(report!.status).toBe('reviewed');
    await expect(
      decideModerationCase(as(moderator), {
        caseId,
        decision: 'keep',
        ground: 'terms',
        reason: STATEMENT,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const detail = await getModerationCaseOrThrow(as(moderator), { caseId });
    expect(detail.target).toMatchObject({ status: 'hidden', label: listing.title });
    expect(detail.reports).toHaveLength(1);
    // The case page shows what was decided, by whom, after any reload.
    const [admin] = await handle.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, moderator.id));
    expect(detail).toMatchObject({
      state: 'decided',
      decision: 'hide',
      decidedBy: moderator.id,
      deciderName: admin!.name,
    });
    expect(detail.decisionReason).toContain(STATEMENT);
  });

  it('keeps a flagged kennel without a statement, and hides one marking automated means', async () => {
    const { seller, kennel } = await sellerWithAd();
    const flag = {
      source: 'flag',
      flagKind: 'new_account_burst',
      details: '6 ads in an hour',
    } as const;
    const first = await openCase(
      handle.db,
      { targetType: 'kennel', targetId: kennel.id },
      flag,
      new Date(),
    );
    await decideModerationCase(as(moderator), {
      caseId: first.id,
      decision: 'keep',
      ground: 'terms',
      reason: STATEMENT,
    });
    expect(await queuedEmails(handle.db, `${seller.id}@example.test`)).toEqual([]);
    const second = await openCase(
      handle.db,
      { targetType: 'kennel', targetId: kennel.id },
      flag,
      new Date(),
    );
    expect(second.id).not.toBe(first.id);
    await decideModerationCase(as(moderator), {
      caseId: second.id,
      decision: 'hide',
      ground: 'law',
      reason: STATEMENT,
    });
    const [row] = await handle.db.select().from(kennels).where(eq(kennels.id, kennel.id));
    expect(row!.hiddenAt).not.toBeNull();
    expect(await findPublicKennel(as(null), kennel.slug)).toBeNull();
    expect(
      (await queuedEmails(handle.db, `${seller.id}@example.test`)).at(-1)?.values,
    ).toMatchObject({ automated: 'yes', ground: 'law' });
    const detail = await getModerationCaseOrThrow(as(moderator), { caseId: second.id });
    expect(detail.earlierCases).toEqual([
      expect.objectContaining({ id: first.id, decision: 'keep' }),
    ]);
  });

  it('unpublishes a reported review and refuses to suspend its author', async () => {
    const { kennel } = await sellerWithAd();
    const { review } = await createTestReview(handle, kennel.id, { rating: 1 });
    const { caseId } = await reportTarget(as(null, 'de'), {
      targetType: 'review',
      targetId: review.id,
      ...REPORT,
      email: 'kennel-fan@example.test',
    });
    const input = { caseId, ground: 'terms', reason: STATEMENT };
    await expect(
      decideModerationCase(as(moderator), { ...input, decision: 'suspend' }),
    ).rejects.toMatchObject({ code: 'VALIDATION', fields: { decision: 'suspendNotForReviews' } });
    await decideModerationCase(as(moderator), { ...input, decision: 'hide' });
    const [row] = await handle.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row!.status).toBe('hidden');
    expect((await queuedEmails(handle.db, 'kennel-fan@example.test')).at(-1)).toMatchObject({
      kind: 'moderationOutcome',
      locale: 'de',
    });
  });

  it('suspends the seller through the accounts suspension', async () => {
    const { seller, listing } = await sellerWithAd();
    const { id: caseId } = await openCase(
      handle.db,
      { targetType: 'listing', targetId: listing.id },
      { source: 'report', reason: 'scam' },
      new Date(),
    );
    await decideModerationCase(as(moderator), {
      caseId,
      decision: 'suspend',
      ground: 'terms',
      reason: STATEMENT,
    });
    const [account] = await handle.db.select().from(users).where(eq(users.id, seller.id));
    expect(account!.suspendedAt).not.toBeNull();
    const kinds = (await queuedEmails(handle.db, `${seller.id}@example.test`)).map(
      (mail) => mail.kind,
    );
    expect(kinds).toEqual(expect.arrayContaining(['accountSuspended', 'moderationStatement']));
  });

  it('refuses ADMINM and a too-short statement, changing nothing', async () => {
    const { listing } = await sellerWithAd();
    const { id: caseId } = await openCase(
      handle.db,
      { targetType: 'listing', targetId: listing.id },
      { source: 'report', reason: 'scam' },
      new Date(),
    );
    const clerk = await createTestViewer(handle, 'ADMINM');
    const input = { caseId, decision: 'hide', ground: 'terms', reason: STATEMENT };
    await expect(decideModerationCase(as(clerk), input)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      decideModerationCase(as(moderator), { ...input, reason: 'short' }),
    ).rejects.toMatchObject({ code: 'VALIDATION', fields: { reason: 'tooShort' } });
    expect(await caseOf(listing.id)).toMatchObject({ state: 'open' });
    const [row] = await handle.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.status).toBe('active');
  });
});
