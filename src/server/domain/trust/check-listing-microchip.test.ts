import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  attachTestPhoto,
  createTestBreeder,
  testPuppyInput,
  uniqueTestMicrochip,
} from '../../../../tests/support/factories';
import { startFakePetRegistry } from '../../../../tests/support/fake-pet-registry';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { jobs, microchipRegistryChecks } from '../../db/schema';
import { createHttpPetRegistries } from '../../integrations/pet-registry/http-pet-registry';
import { runDueJobs } from '../../jobs/job-runner';
import type { ListingInput } from '@/validation/listings';
import { publishListing } from '../listings/change-listing-state';
import { createListing, updateListing } from '../listings/save-listing';
import { checkListingMicrochip } from './check-listing-microchip';
import { findMicrochipRegistryCheck } from './find-microchip-registry-check';
import type { MicrochipCheckJob } from './queue-microchip-check';
import type { PetRegistries } from '../../integrations/pet-registry/pet-registry';

// The configuration's registries, set per test: the fake one, or none (PET_REGISTRIES unset).
const configuration = vi.hoisted(() => ({ registries: {} as PetRegistries }));
vi.mock('./check-listing-microchip', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./check-listing-microchip')>()),
  configuredPetRegistries: () => configuration.registries,
}));

let handle: DatabaseHandle;
let fake: Awaited<ReturnType<typeof startFakePetRegistry>>;
let registries: ReturnType<typeof createHttpPetRegistries>;
beforeAll(async () => {
  handle = await createTestDatabase();
  fake = await startFakePetRegistry();
  registries = createHttpPetRegistries({ HU: { name: 'Petvetdata', url: fake.url } }, 1500);
  configuration.registries = registries;
});
afterAll(async () => {
  await fake.stop();
  await handle.close();
});

const ctx = () => createTestContext(handle);
const handlers = {
  microchipCheck: async (payload: unknown) => {
    await checkListingMicrochip(ctx(), payload as MicrochipCheckJob, registries);
  },
};

/** Runs the due microchip checks now (a retry's back-off is skipped). */
async function runChecks() {
  await handle.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.type, 'microchipCheck'), eq(jobs.status, 'queued')));
  await runDueJobs(handle.db, handlers, { limit: 100 });
}

async function published(overrides: Partial<ListingInput> = {}) {
  const { viewer } = await createTestBreeder(handle);
  const input = testPuppyInput(overrides);
  const listing = await createListing(createTestContext(handle, { viewer }), input);
  await attachTestPhoto(handle, viewer.id, listing.id);
  await publishListing(createTestContext(handle, { viewer }), listing.id);
  return { viewer, input, id: listing.id, microchip: input.microchip! };
}

const checkOf = (listingId: string, microchip: string) =>
  findMicrochipRegistryCheck(ctx(), { listingId, microchip });
const jobsOf = (listingId: string) =>
  handle.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.type, 'microchipCheck'), sql`${jobs.payload}->>'listingId' = ${listingId}`));

describe('the registry check of a published ad’s microchip', () => {
  it('is not queued when no pet registry is configured', async () => {
    configuration.registries = {};
    try {
      const ad = await published();
      expect(await jobsOf(ad.id)).toEqual([]);
    } finally {
      configuration.registries = registries;
    }
  });

  it('keeps “registered” with the registry’s name and date when the registry knows the chip', async () => {
    const ad = await published();
    fake.register(ad.microchip);
    await runChecks();
    expect(await checkOf(ad.id, ad.microchip)).toMatchObject({
      status: 'registered',
      registry: 'Petvetdata',
      checkedAt: expect.any(Date),
    });
    expect((await jobsOf(ad.id)).map((job) => job.status)).toEqual(['done']);
  });

  it('keeps “not registered” when the registry does not know it', async () => {
    const ad = await published();
    await runChecks();
    expect(await checkOf(ad.id, ad.microchip)).toMatchObject({ status: 'not_registered' });
  });

  it.each(['error', 'hang'] as const)(
    'keeps “unavailable” and retries when the registry answers with %s, until it answers',
    async (mode) => {
      const ad = await published();
      fake.register(ad.microchip);
      fake.setMode(mode);
      try {
        await runChecks();
        expect(await checkOf(ad.id, ad.microchip)).toMatchObject({ status: 'unavailable' });
        const [job] = await jobsOf(ad.id);
        expect(job).toMatchObject({ status: 'queued', attempts: 1 });
        expect(job!.lastError).toBe('Pet registry Petvetdata unavailable');
      } finally {
        fake.setMode('answer');
      }
      await runChecks();
      expect(await checkOf(ad.id, ad.microchip)).toMatchObject({ status: 'registered' });
      expect((await jobsOf(ad.id))[0]).toMatchObject({ status: 'done', attempts: 2 });
    },
  );

  it('asks again when a live ad’s chip changes; the old answer no longer counts', async () => {
    const ad = await published();
    fake.register(ad.microchip);
    await runChecks();
    const microchip = uniqueTestMicrochip();
    await updateListing(createTestContext(handle, { viewer: ad.viewer }), ad.id, {
      ...ad.input,
      microchip,
    });
    expect(await checkOf(ad.id, microchip)).toBeNull();
    await runChecks();
    expect(await checkOf(ad.id, microchip)).toMatchObject({ status: 'not_registered' });
    expect(await checkOf(ad.id, ad.microchip)).toBeNull();
  });

  it('asks nothing when no registry serves the dog’s country, or once the chip has an answer', async () => {
    const german = await published({ countryCode: 'DE', currency: 'EUR', price: 900 });
    const asked = fake.requests.length;
    await runChecks();
    expect(fake.requests).toHaveLength(asked);
    expect(await checkOf(german.id, german.microchip)).toBeNull();

    const ad = await published();
    await runChecks();
    const outcome = await checkListingMicrochip(
      ctx(),
      { listingId: ad.id, microchip: ad.microchip },
      registries,
    );
    expect(outcome).toBe('skipped');
    expect(
      await handle.db
        .select()
        .from(microchipRegistryChecks)
        .where(eq(microchipRegistryChecks.listingId, ad.id)),
    ).toHaveLength(1);
  });
});
