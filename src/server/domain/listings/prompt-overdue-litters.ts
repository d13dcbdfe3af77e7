import { and, eq, isNull, lt } from 'drizzle-orm';
import { LOCALE_TAGS } from '@/i18n/locales';
import { kennels, listings, users } from '../../db/schema';
import type { RequestContext } from '../../context';
import { accountLocale, enqueueEmailTo } from '../jobs/enqueue-email';
import { transitionListing } from './listing-states';
import { refundWaitlistDeposits } from '../waitlist/waitlist-deposit';

const DAY = 86_400_000;
/** Days a breeder has to answer before an overdue planned litter is closed for them. */
export const LITTER_ANSWER_DAYS = 14;

/**
 * The daily look at planned litters: one whose expected date has passed is marked as waiting
 * for its breeder's answer and the breeder is e-mailed, in their language, to record the birth
 * (its puppies become ads) or close it; one still unanswered after LITTER_ANSWER_DAYS is
 * closed by the system through the state table, so no litter stays "expected" in the past.
 * Conditional UPDATEs: processes running it at once mark and mail each litter once.
 */
export async function promptOverdueLitters(
  ctx: RequestContext,
): Promise<{ prompted: number; closed: number }> {
  const now = ctx.now();
  const today = now.toISOString().slice(0, 10);
  const closedStatus = transitionListing('litter', 'planned', 'close', 'system');
  return ctx.db.transaction(async (tx) => {
    const planned = and(eq(listings.kind, 'litter'), eq(listings.status, 'planned'));
    const prompted = await tx
      .update(listings)
      .set({ birthAnswerRequestedAt: now, updatedAt: now })
      .where(
        and(
          planned,
          lt(listings.expectedBirthDate, today),
          isNull(listings.birthAnswerRequestedAt),
        ),
      )
      .returning({
        id: listings.id,
        title: listings.title,
        kennelId: listings.kennelId,
        expectedBirthDate: listings.expectedBirthDate,
      });
    for (const litter of prompted) {
      const [owner] = await tx
        .select({ name: users.name, email: users.email, locale: users.locale })
        .from(kennels)
        .innerJoin(users, eq(users.id, kennels.ownerId))
        .where(eq(kennels.id, litter.kennelId));
      if (!owner) continue;
      const locale = accountLocale(owner.locale);
      const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${litter.expectedBirthDate}T00:00:00Z`));
      await enqueueEmailTo(
        tx,
        'litterBirthDue',
        owner,
        { route: '/my-listings/edit/[id]', params: { id: litter.id } },
        { name: owner.name, litter: litter.title, date, days: String(LITTER_ANSWER_DAYS) },
      );
    }
    const closed = await tx
      .update(listings)
      .set({ status: closedStatus, updatedAt: now })
      .where(
        and(
          planned,
          lt(listings.birthAnswerRequestedAt, new Date(now.getTime() - LITTER_ANSWER_DAYS * DAY)),
        ),
      )
      .returning({ id: listings.id });
    // A litter that will not be born gives its waitlist's deposits back in full.
    for (const litter of closed) await refundWaitlistDeposits(tx, { listingId: litter.id });
    return { prompted: prompted.length, closed: closed.length };
  });
}
