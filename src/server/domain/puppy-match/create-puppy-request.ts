import { count, eq, and, ne } from 'drizzle-orm';
import type { BuyerProfileInput, PuppyRequestInput } from '@/validation/puppy-match-forms';
import { puppyBuyerProfiles, puppyRequests } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { ValidationError } from '../errors';
import { parsePuppyRequest } from './parse-puppy-request';
import { writeBuyerProfile } from './save-buyer-profile';

/** A request closes by itself this long after it was filed. */
export const PUPPY_REQUEST_DAYS = 90;
/** More open or paused requests than this per buyer are refused. */
export const OPEN_REQUESTS_PER_BUYER = 5;

/**
 * Files a puppy-match request for the viewer. The buyer profile is written with it when given
 * (the form shows the saved one filled in); a first request without a profile is refused.
 */
export async function createPuppyRequest(
  ctx: RequestContext,
  input: { request: PuppyRequestInput; profile?: BuyerProfileInput | null },
): Promise<typeof puppyRequests.$inferSelect> {
  const viewer = requireViewer(ctx);
  const values = await parsePuppyRequest(ctx, input.request);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    if (input.profile) {
      await writeBuyerProfile(tx, {
        userId: viewer.id,
        profile: input.profile,
        language: ctx.locale,
        now,
      });
    } else {
      const [profile] = await tx
        .select({ userId: puppyBuyerProfiles.userId })
        .from(puppyBuyerProfiles)
        .where(eq(puppyBuyerProfiles.userId, viewer.id));
      if (!profile) throw new ValidationError({ profile: 'buyerProfileRequired' });
    }
    const [live] = await tx
      .select({ n: count() })
      .from(puppyRequests)
      .where(and(eq(puppyRequests.userId, viewer.id), ne(puppyRequests.status, 'closed')));
    if ((live?.n ?? 0) >= OPEN_REQUESTS_PER_BUYER) {
      throw new ValidationError({ form: 'puppyRequestsTooMany' });
    }
    const [row] = await tx
      .insert(puppyRequests)
      .values({
        userId: viewer.id,
        ...values,
        expiresAt: new Date(now.getTime() + PUPPY_REQUEST_DAYS * 86_400_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  });
}
