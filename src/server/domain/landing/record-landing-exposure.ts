import { landingVariantEvents } from '../../db/schema';
import type { RequestContext } from '../../context';
import { parseVariantCookie, type LandingVariant } from './variant-cookie';

/**
 * Counts one view of a landing variant by the visitor the cookie names, at most once a day
 * (UTC). Nothing is written when the cookie is not valid or names another variant than the
 * page shown (a visitor of the control group opening the variant's address directly).
 */
export async function recordLandingExposure(
  ctx: RequestContext,
  input: { cookie: string | null | undefined; shown: LandingVariant },
): Promise<boolean> {
  const assignment = parseVariantCookie(input.cookie);
  if (!assignment || assignment.variant !== input.shown) return false;
  const inserted = await ctx.db
    .insert(landingVariantEvents)
    .values({
      variant: assignment.variant,
      visitorId: assignment.visitorId,
      kind: 'exposure',
      day: ctx.now().toISOString().slice(0, 10),
      createdAt: ctx.now(),
    })
    .onConflictDoNothing()
    .returning({ variant: landingVariantEvents.variant });
  return inserted.length > 0;
}
