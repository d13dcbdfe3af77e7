// Runs on PGlite too: the summary is filled by one INSERT ... SELECT over date_trunc and UNION ALL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPuppy } from '../../../../../tests/support/buyer-factories';
import { createTestViewer } from '../../../../../tests/support/factories';
import { createTestContext } from '../../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../../tests/support/test-database';
import type { Viewer } from '../../../context';
import type { DatabaseHandle } from '../../../db/client';
import { listingMonthStats, listings } from '../../../db/schema';
import { rebuildListingMonthStats, refreshRecentListingMonthStats } from './listing-month-stats';
import { getListingsPublishedSold, liveCounts } from './listings-published-sold';
import { byMonth, splitByWholeMonths, type ReportRange } from './report-range';
import { getTopBreedsAndCountries, liveTopCounts, topOf } from './top-breeds-countries';

let handle: DatabaseHandle;
let money: Viewer;
const NOW = new Date('2026-03-10T12:00:00Z');
const as = () => createTestContext(handle, { viewer: money, now: NOW });
const at = (instant: string) => new Date(instant);

/** The reports as the listings alone give them, over the whole range. */
async function live(range: ReportRange) {
  const [published, sold] = await liveCounts(as(), range);
  const rows = new Map<string, { month: string; published: number; sold: number }>();
  const row = (month: string) =>
    rows.get(month) ?? rows.set(month, { month, published: 0, sold: 0 }).get(month)!;
  for (const { month, n } of published) row(month).published += Number(n);
  for (const { month, n } of sold) row(month).sold += Number(n);
  return {
    months: byMonth(range, [...rows.values()], { published: 0, sold: 0 }),
    breeds: topOf([await liveTopCounts(as(), 'breed', range)]),
    countries: topOf([await liveTopCounts(as(), 'country', range)]),
  };
}
const fromSummary = async (range: ReportRange) => ({
  months: await getListingsPublishedSold(as(), range),
  ...(await getTopBreedsAndCountries(as(), range)),
});
const summaryRows = () =>
  handle.db
    .select()
    .from(listingMonthStats)
    .orderBy(
      listingMonthStats.month,
      listingMonthStats.breedKey,
      listingMonthStats.countryCode,
      listingMonthStats.kind,
    );

beforeAll(async () => {
  handle = await createTestDatabase();
  money = await createTestViewer(handle, 'ADMINM');
  const puppy = (overrides: Parameters<typeof createTestPuppy>[1]) =>
    createTestPuppy(handle, overrides);
  await puppy({ publishedAt: at('2025-12-31T23:59:59Z') });
  await puppy({ publishedAt: at('2026-01-01T00:00:00Z'), breedKey: 'puli', countryCode: 'PL' });
  await puppy({ publishedAt: at('2026-01-14T08:00:00Z'), kind: 'adult', breedKey: 'komondor' });
  await puppy({
    publishedAt: at('2026-01-20T08:00:00Z'),
    status: 'sold',
    updatedAt: at('2026-02-03T08:00:00Z'),
  });
  await puppy({
    publishedAt: at('2025-11-20T08:00:00Z'),
    status: 'sold',
    updatedAt: at('2026-03-02T08:00:00Z'),
    countryCode: 'DE',
  });
  await puppy({ publishedAt: at('2026-03-05T08:00:00Z'), breedKey: 'puli' });
  await puppy({ status: 'draft', publishedAt: null, updatedAt: at('2026-01-05T08:00:00Z') });
});
afterAll(() => handle.close());

describe('the monthly listing summary', () => {
  it('cuts a range into whole months and live days at its ends', () => {
    expect(splitByWholeMonths({ from: '2025-01-15', to: '2025-10-26' }, NOW)).toEqual({
      months: { from: '2025-02-01', to: '2025-10-01' },
      edges: [
        { from: '2025-01-15', to: '2025-01-31' },
        { from: '2025-10-01', to: '2025-10-26' },
      ],
    });
    // Reaching today: the current month is whole (nothing happens after today).
    expect(splitByWholeMonths({ from: '2026-01-01', to: '2026-03-10' }, NOW)).toEqual({
      months: { from: '2026-01-01', to: '2026-04-01' },
      edges: [],
    });
    expect(splitByWholeMonths({ from: '2026-01-02', to: '2026-01-30' }, NOW)).toEqual({
      months: null,
      edges: [{ from: '2026-01-02', to: '2026-01-30' }],
    });
  });

  it.each([
    ['whole months up to today', { from: '2025-11-01', to: '2026-03-10' }],
    ['days at both ends', { from: '2026-01-14', to: '2026-02-27' }],
    ['inside one month', { from: '2026-01-02', to: '2026-01-30' }],
  ])('after a rebuild, gives the live figures for %s', async (_, range) => {
    await rebuildListingMonthStats(as());
    expect(await fromSummary(range)).toEqual(await live(range));
  });

  it('keeps the current and previous month by the job, as a rebuild counts them', async () => {
    await rebuildListingMonthStats(as());
    const range = { from: '2025-11-01', to: '2026-03-10' };
    const sale = await createTestPuppy(handle, { publishedAt: at('2026-02-10T08:00:00Z') });
    await createTestPuppy(handle, { publishedAt: at('2026-03-09T08:00:00Z'), countryCode: 'CZ' });
    await handle.db
      .update(listings)
      .set({ status: 'sold', updatedAt: at('2026-03-10T09:00:00Z') })
      .where(eq(listings.id, sale.listing.id));
    // The summary does not see them until the job runs.
    expect(await fromSummary(range)).not.toEqual(await live(range));

    await refreshRecentListingMonthStats(as());
    expect(await fromSummary(range)).toEqual(await live(range));
    const incremental = await summaryRows();
    await rebuildListingMonthStats(as());
    expect(incremental.length).toBeGreaterThan(0);
    expect(await summaryRows()).toEqual(incremental);
  });

  it('lets the rebuild and the refresh run at once, one after the other', async () => {
    // Each pair meets on the recent months' keys: without the summary's lock, the second
    // transaction's insert fails on a row the first committed after it had deleted.
    for (let round = 0; round < 5; round += 1) {
      await Promise.all([rebuildListingMonthStats(as()), refreshRecentListingMonthStats(as())]);
    }
    const range = { from: '2025-11-01', to: '2026-03-10' };
    expect(await fromSummary(range)).toEqual(await live(range));
  });
});
