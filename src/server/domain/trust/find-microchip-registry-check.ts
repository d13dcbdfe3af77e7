import { and, eq } from 'drizzle-orm';
import { microchipRegistryChecks } from '../../db/schema';
import type { RequestContext } from '../../context';

export interface MicrochipRegistryCheck {
  status: 'registered' | 'not_registered' | 'unavailable';
  registry: string;
  checkedAt: Date;
}

/** The registry's answer for the listing's current chip number, or null when none is known. */
export async function findMicrochipRegistryCheck(
  ctx: RequestContext,
  input: { listingId: string; microchip: string | null },
): Promise<MicrochipRegistryCheck | null> {
  if (!input.microchip) return null;
  const [row] = await ctx.db
    .select({
      status: microchipRegistryChecks.status,
      registry: microchipRegistryChecks.registry,
      checkedAt: microchipRegistryChecks.checkedAt,
    })
    .from(microchipRegistryChecks)
    .where(
      and(
        eq(microchipRegistryChecks.listingId, input.listingId),
        eq(microchipRegistryChecks.microchip, input.microchip),
      ),
    );
  return row ?? null;
}
