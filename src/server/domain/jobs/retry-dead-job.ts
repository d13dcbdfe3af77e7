import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { jobs } from '../../db/schema';
import { isUuid } from '../ids';
import { requireJobManager } from './manage-jobs';

/**
 * Puts a dead job back in the queue to run now with a fresh set of attempts; its last error
 * stays until it succeeds. Only a job that is dead can be retried (a retried one is not twice).
 */
export async function retryDeadJob(
  ctx: RequestContext,
  input: { jobId: string },
): Promise<{ ok: true } | { ok: false; code: 'NOT_FOUND' }> {
  requireJobManager(ctx, 'retry dead jobs');
  if (!isUuid(input.jobId)) return { ok: false, code: 'NOT_FOUND' };
  const updated = await ctx.db
    .update(jobs)
    .set({ status: 'queued', attempts: 0, runAt: ctx.now(), lockedAt: null })
    .where(and(eq(jobs.id, input.jobId), eq(jobs.status, 'dead')))
    .returning({ id: jobs.id });
  return updated.length ? { ok: true } : { ok: false, code: 'NOT_FOUND' };
}
