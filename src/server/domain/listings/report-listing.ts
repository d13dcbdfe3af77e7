import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { fieldErrors } from '@/validation/field-errors';
import { listingReportSchema } from '@/validation/reports';
import { listingReports, listings } from '../../db/schema';
import type { RequestContext } from '../../context';
import { DomainError, NotFoundError, ValidationError } from '../errors';
import { openCase } from '../moderation/open-case';
import { PUBLIC_STATUSES } from './listing-summary';

const listingIdSchema = z.uuid();

/**
 * Records a visitor's report about a public ad for the moderators. Anyone may report, signed
 * in or not; each account (or given e-mail address) has at most one open report per ad, which
 * the database enforces, so a second one answers CONFLICT with `reportDuplicate`. The ad's
 * moderation case opens (or counts one more report) in the same transaction.
 */
export async function reportListing(
  ctx: RequestContext,
  input: { listingId: string; reason: string; text: string; email?: string | null },
): Promise<{ id: string }> {
  const parsed = listingReportSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  if (!listingIdSchema.safeParse(input.listingId).success) throw new NotFoundError('Listing');
  const [listing] = await ctx.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, input.listingId), inArray(listings.status, [...PUBLIC_STATUSES])))
    .limit(1);
  if (!listing) throw new NotFoundError('Listing');

  const reporterId = ctx.viewer?.id ?? null;
  const { reason, text, email } = parsed.data;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const target = { targetType: 'listing', targetId: listing.id } as const;
    const { id: caseId } = await openCase(tx, target, { source: 'report', reason }, now);
    // No target: either partial unique index (by account, by e-mail) turns the insert into nothing.
    const [row] = await tx
      .insert(listingReports)
      .values({
        listingId: listing.id,
        reporterId,
        reporterEmail: reporterId ? null : (email ?? null),
        reason,
        text,
        locale: ctx.locale,
        caseId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: listingReports.id });
    if (!row) {
      // Thrown inside the transaction, so the case is not counted twice either.
      throw new DomainError('CONFLICT', 'This ad is already reported by this person', {
        form: 'reportDuplicate',
      });
    }
    return row;
  });
}
