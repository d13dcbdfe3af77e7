import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBreeder, createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import { REPORT_REASONS } from '@/validation/reports';
import type { DatabaseHandle } from '../../db/client';
import { listingReportReason, listingReports, listings } from '../../db/schema';
import { reportListing } from './report-listing';

let handle: DatabaseHandle;
let kennelId: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  kennelId = (await createTestBreeder(handle)).kennel.id;
});
afterAll(() => handle.close());

let counter = 0;
type Status = (typeof listings.$inferSelect)['status'];
async function listing(status: Status = 'active', kind: 'puppy' | 'litter' = 'puppy') {
  const [row] = await handle.db
    .insert(listings)
    .values({
      kennelId,
      kind,
      status,
      slug: `dog-${++counter}`,
      title: 'Vizsla kiskutya',
      breedKey: 'hungarian-short-haired-pointer-vizsla',
      currency: 'HUF',
      countryCode: 'HU',
    })
    .returning();
  return row!;
}

const reportsOf = (listingId: string) =>
  handle.db.select().from(listingReports).where(eq(listingReports.listingId, listingId));

const valid = {
  reason: 'scam',
  text: 'The same photos are on another site with a different phone number.',
} as const;

describe('reportListing', () => {
  it('keeps the database enum and the form reasons in step', () => {
    expect([...listingReportReason.enumValues]).toEqual([...REPORT_REASONS]);
  });

  it('stores an open report by a signed-in visitor under the account, without an e-mail', async () => {
    const viewer = await createTestViewer(handle);
    const { id: listingId } = await listing();
    const ctx = createTestContext(handle, { viewer });
    await reportListing(ctx, { ...valid, listingId, email: 'ignored@example.test' });
    expect(await reportsOf(listingId)).toEqual([
      expect.objectContaining({
        reporterId: viewer.id,
        reporterEmail: null,
        reason: 'scam',
        text: valid.text,
        status: 'open',
      }),
    ]);
  });

  it.each([['reserved'], ['planned']] as const)('accepts reports on a %s ad', async (status) => {
    const { id: listingId } = await listing(status, status === 'planned' ? 'litter' : 'puppy');
    await reportListing(createTestContext(handle), { ...valid, listingId, reason: 'other' });
    expect(await reportsOf(listingId)).toHaveLength(1);
  });

  it('stores a signed-out report with the trimmed text and the lowercased e-mail', async () => {
    const { id: listingId } = await listing();
    await reportListing(createTestContext(handle), {
      listingId,
      reason: 'animal_welfare',
      text: '   The puppies are kept in a dark shed.   ',
      email: ' Worried@Example.TEST ',
    });
    expect(await reportsOf(listingId)).toEqual([
      expect.objectContaining({
        reporterId: null,
        reporterEmail: 'worried@example.test',
        reason: 'animal_welfare',
        text: 'The puppies are kept in a dark shed.',
      }),
    ]);
  });

  it.each([
    ['a text under 10 characters', { text: ' too short ' }, { text: 'reportTextTooShort' }],
    ['an empty text', { text: '   ' }, { text: 'required' }],
    ['a text over 1000 characters', { text: 'x'.repeat(1001) }, { text: 'tooLong' }],
    ['an unknown reason', { reason: 'boring' }, { reason: 'required' }],
    ['a malformed e-mail', { email: 'not-an-address' }, { email: 'emailInvalid' }],
  ])('refuses %s and stores nothing', async (_name, change, fields) => {
    const { id: listingId } = await listing();
    const input = { ...valid, listingId, ...change };
    await expect(reportListing(createTestContext(handle), input)).rejects.toMatchObject({
      code: 'VALIDATION',
      fields,
    });
    expect(await reportsOf(listingId)).toEqual([]);
  });

  it.each([['draft'], ['deleted'], ['sold'], ['expired']] as const)(
    'answers NOT_FOUND for a %s ad and stores nothing',
    async (status) => {
      const { id: listingId } = await listing(status);
      await expect(
        reportListing(createTestContext(handle), { ...valid, listingId }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(await reportsOf(listingId)).toEqual([]);
    },
  );

  it('answers NOT_FOUND for an id that is not a listing', async () => {
    for (const listingId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      await expect(
        reportListing(createTestContext(handle), { ...valid, listingId }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('keeps one open report per account and ad, even for parallel requests', async () => {
    const ctx = createTestContext(handle, { viewer: await createTestViewer(handle) });
    const { id: listingId } = await listing();
    const results = await Promise.allSettled([
      reportListing(ctx, { ...valid, listingId }),
      reportListing(ctx, { ...valid, listingId, reason: 'duplicate' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    await expect(reportListing(ctx, { ...valid, listingId })).rejects.toMatchObject({
      code: 'CONFLICT',
      fields: { form: 'reportDuplicate' },
    });
    expect(await reportsOf(listingId)).toHaveLength(1);
  });

  it('keeps one open report per e-mail address and ad, in any letter case', async () => {
    const ctx = createTestContext(handle);
    const { id: listingId } = await listing();
    await reportListing(ctx, { ...valid, listingId, email: 'buyer@example.test' });
    await expect(
      reportListing(ctx, { ...valid, listingId, email: 'BUYER@example.test' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', fields: { form: 'reportDuplicate' } });
    // Another person, and the same person about another ad, may still report.
    await reportListing(ctx, { ...valid, listingId, email: 'neighbour@example.test' });
    const other = await listing();
    await reportListing(ctx, { ...valid, listingId: other.id, email: 'buyer@example.test' });
    expect(await reportsOf(listingId)).toHaveLength(2);
  });

  it('lets the same person report again once the earlier report is reviewed', async () => {
    const ctx = createTestContext(handle, { viewer: await createTestViewer(handle) });
    const { id: listingId } = await listing();
    const first = await reportListing(ctx, { ...valid, listingId });
    await handle.db
      .update(listingReports)
      .set({ status: 'reviewed' })
      .where(eq(listingReports.id, first.id));
    await reportListing(ctx, { ...valid, listingId, reason: 'wrong_information' });
    expect(await reportsOf(listingId)).toHaveLength(2);
  });
});
