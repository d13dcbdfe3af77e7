import { desc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { jobs } from '../../db/schema';
import { requireJobManager } from './manage-jobs';

export interface DeadJob {
  id: string;
  type: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  /** When the last attempt was due. */
  lastAttemptDueAt: Date;
}

/**
 * Jobs that failed their last attempt, newest first. Payloads stay out: they hold addresses
 * and one-time links.
 */
export async function listDeadJobs(
  ctx: RequestContext,
  input: { limit?: number } = {},
): Promise<DeadJob[]> {
  requireJobManager(ctx, 'list dead jobs');
  return ctx.db
    .select({
      id: jobs.id,
      type: jobs.type,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      createdAt: jobs.createdAt,
      lastAttemptDueAt: jobs.runAt,
    })
    .from(jobs)
    .where(eq(jobs.status, 'dead'))
    .orderBy(desc(jobs.runAt))
    .limit(Math.min(input.limit ?? 100, 500));
}
