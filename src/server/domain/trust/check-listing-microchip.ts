import { eq } from 'drizzle-orm';
import { env } from '@/env';
import { listings, microchipRegistryChecks } from '../../db/schema';
import type { RequestContext } from '../../context';
import { createHttpPetRegistries } from '../../integrations/pet-registry/http-pet-registry';
import type { PetRegistries } from '../../integrations/pet-registry/pet-registry';
import type { MicrochipCheckJob } from './queue-microchip-check';

let configured: PetRegistries | undefined;

/** The registries of the configuration (PET_REGISTRIES), built once per process. */
export function configuredPetRegistries(): PetRegistries {
  configured ??= createHttpPetRegistries(env.PET_REGISTRIES);
  return configured;
}

/** Thrown so the job runner tries again later; says which registry, never its address. */
export class PetRegistryUnavailableError extends Error {
  constructor(registry: string) {
    super(`Pet registry ${registry} unavailable`);
    this.name = 'PetRegistryUnavailableError';
  }
}

export type MicrochipCheckOutcome = 'skipped' | 'registered' | 'not_registered';

/**
 * The job: asks the registry of the dog's country whether the listing's chip is registered and
 * keeps the answer with the registry's name and date. Nothing is asked when the ad's number
 * changed since, or no registry serves its country, or the number already has a definite answer;
 * `unavailable` is kept and thrown, so the runner retries.
 */
export async function checkListingMicrochip(
  ctx: RequestContext,
  input: MicrochipCheckJob,
  registries: PetRegistries = configuredPetRegistries(),
): Promise<MicrochipCheckOutcome> {
  const [listing] = await ctx.db
    .select({
      microchip: listings.microchip,
      countryCode: listings.countryCode,
      previous: microchipRegistryChecks.status,
      previousChip: microchipRegistryChecks.microchip,
    })
    .from(listings)
    .leftJoin(microchipRegistryChecks, eq(microchipRegistryChecks.listingId, listings.id))
    .where(eq(listings.id, input.listingId));
  if (!listing || listing.microchip !== input.microchip) return 'skipped';
  const registry = registries[listing.countryCode.toUpperCase()];
  if (!registry) return 'skipped';
  if (listing.previousChip === input.microchip && listing.previous !== 'unavailable') {
    return 'skipped';
  }
  const status = await registry.checkChip(input.microchip);
  const row = { microchip: input.microchip, status, registry: registry.name, checkedAt: ctx.now() };
  await ctx.db
    .insert(microchipRegistryChecks)
    .values({ listingId: input.listingId, ...row })
    .onConflictDoUpdate({ target: microchipRegistryChecks.listingId, set: row });
  if (status === 'unavailable') throw new PetRegistryUnavailableError(registry.name);
  return status;
}
