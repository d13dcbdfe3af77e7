import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { savedSearchHits, savedSearches } from '../../db/schema';
import type { RequestContext } from '../../context';
import { getExchangeRates } from '../exchange-rates/get-exchange-rates';
import { enqueueJob, type EmailJob } from '../jobs/enqueue-job';
import { expandSavedSearchMatches } from './expand-saved-search-matches';
import { takeDigest } from './take-digest';

const HOUR = 3600_000;
/**
 * How long after its last e-mail a digest is due. An hour less than the period, so the hourly
 * sweep sends at about the same time of day (or week) instead of drifting an hour each time.
 */
export const DIGEST_INTERVAL_MS = { daily: 23 * HOUR, weekly: (7 * 24 - 1) * HOUR } as const;
/** Due searches read at a time; the sweep reads again until none is left. */
const SWEEP_BATCH = 500;

export interface DigestSending {
  /** Sends one digest e-mail now (rendered, over SMTP); a failure queues it as an `email` job. */
  deliver(email: EmailJob): Promise<void>;
  /** Digests in flight at once, each with its own transaction (1 on PGlite's one connection). */
  concurrency?: number;
  /** Told the running count after each digest is handed on. */
  onSent?(sent: number): void;
}

/**
 * The hourly sweep: first the listings published since the last sweep are handed to their
 * searches (`expandSavedSearchMatches`); then every daily or weekly saved search whose period
 * has passed since its last e-mail (or its saving) and that collected listings gets one
 * digest of them, in its owner's language; listings no longer public are left out, and a
 * digest with none left is not sent.
 * Each digest is marked sent (committed) before it is handed to SMTP, so a sweep cut off by a
 * crash and run again never sends anyone a second copy: at most the e-mails in flight at the
 * crash are lost. A send that fails is queued as an `email` job, which retries it.
 */
export async function sendSavedSearchDigests(
  ctx: RequestContext,
  sending: DigestSending,
): Promise<{ sent: number }> {
  const now = ctx.now();
  const concurrency = Math.max(1, sending.concurrency ?? 1);
  let rates: Awaited<ReturnType<typeof getExchangeRates>> | undefined;
  let sent = 0;
  await expandSavedSearchMatches(ctx.db);
  for (;;) {
    const due = await findDueSearches(ctx, now);
    if (due.length === 0) break;
    rates ??= await getExchangeRates(ctx);
    const ratesNow = rates;
    let handled = 0;
    let next = 0;
    const worker = async () => {
      while (next < due.length) {
        const taken = await takeDigest(ctx.db, due[next++]!, now, ratesNow);
        if (taken === 'locked') continue;
        handled++;
        if (taken === null) continue;
        try {
          await sending.deliver(taken.email);
        } catch {
          await enqueueJob(ctx.db, 'email', taken.email, { uniqueKey: taken.uniqueKey });
        }
        sent++;
        sending.onSent?.(sent);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, worker));
    // Every search of the batch is held by another sweep: it sends them, not us.
    if (handled === 0) break;
  }
  return { sent };
}

/** Due searches with waiting listings, oldest e-mail first. */
function findDueSearches(ctx: RequestContext, now: Date): Promise<string[]> {
  const lastMailBefore = (frequency: keyof typeof DIGEST_INTERVAL_MS) => {
    const before = new Date(now.getTime() - DIGEST_INTERVAL_MS[frequency]).toISOString();
    return sql`coalesce(${savedSearches.lastSentAt}, ${savedSearches.createdAt}) <= ${before}::timestamptz`;
  };
  return ctx.db
    .selectDistinct({ id: savedSearches.id })
    .from(savedSearches)
    .innerJoin(
      savedSearchHits,
      and(eq(savedSearchHits.savedSearchId, savedSearches.id), isNull(savedSearchHits.digestId)),
    )
    .where(
      and(
        isNull(savedSearches.unsubscribedAt),
        or(
          and(eq(savedSearches.frequency, 'daily'), lastMailBefore('daily')),
          and(eq(savedSearches.frequency, 'weekly'), lastMailBefore('weekly')),
        ),
      ),
    )
    .limit(SWEEP_BATCH)
    .then((rows) => rows.map((row) => row.id));
}
