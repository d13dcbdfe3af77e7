import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kennels, kennelSellers, subscriptions } from '@/server/db/schema';
import { createTestViewer, testPuppyInput } from '../../../../tests/support/factories';
import { setUpSandboxCheckout } from '../../../../tests/support/sandbox-checkout';
import { buyByCard } from '../../../../tests/support/service-checkout';
import { publishListing } from '../listings/change-listing-state';
import { createListing } from '../listings/save-listing';
import { expireSubscriptions } from './expire-subscriptions';

const bench = setUpSandboxCheckout();

async function breederWithKennel() {
  const viewer = await createTestViewer(bench.handle);
  const [kennel] = await bench.handle.db
    .insert(kennels)
    .values({ ownerId: viewer.id, name: `K ${viewer.id}`, slug: viewer.id, countryCode: 'HU' })
    .returning();
  await bench.handle.db.insert(kennelSellers).values({ kennelId: kennel!.id, status: 'private' });
  return { viewer, kennel: kennel! };
}
const hasProfile = async (id: string) =>
  (await bench.handle.db.select().from(kennels).where(eq(kennels.id, id)))[0]!.hasProfile;

describe('what the services switch on and off', () => {
  it('the breeder profile makes the kennel page full and indexed, until it expires', async () => {
    const { viewer, kennel } = await breederWithKennel();
    expect(await hasProfile(kennel.id)).toBe(false);
    await buyByCard(bench, viewer, { service: 'breeder_profile', months: 1 });
    expect(await hasProfile(kennel.id)).toBe(true);
    const [period] = await bench.handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, viewer.id));
    bench.clock = new Date(period!.endsAt.getTime() + 60_000);
    await expireSubscriptions(bench.ctxOf());
    expect(await hasProfile(kennel.id)).toBe(false);
  });

  it('a planned litter is published only with the upcoming-litters service', async () => {
    const { viewer } = await breederWithKennel();
    const litter = await createListing(bench.ctxOf(viewer), {
      ...testPuppyInput({ kind: 'litter', expectedBirthDate: '2027-03-20' }),
      parents: [],
    });
    await expect(publishListing(bench.ctxOf(viewer), litter.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      fields: { form: 'upcomingLittersRequired' },
    });
    await buyByCard(bench, viewer, { service: 'upcoming_litters', months: 1 });
    expect(await publishListing(bench.ctxOf(viewer), litter.id)).toMatchObject({
      status: 'planned',
    });
  });
});
