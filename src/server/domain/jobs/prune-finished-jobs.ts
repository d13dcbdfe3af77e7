import { and, eq, lt } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { jobs } from '../../db/schema';

const KEEP_DONE_DAYS = 7;

/** Deletes jobs finished more than a week ago (dead ones stay until an admin acts). */
export async function pruneFinishedJobs(ctx: RequestContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - KEEP_DONE_DAYS * 86_400_000);
  const deleted = await ctx.db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.runAt, before)))
    .returning({ id: jobs.id });
  return deleted.length;
}
