import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { jobs } from '../../db/schema';
import { requireJobManager } from './manage-jobs';

/** Counts for the admin start page: jobs parked as dead, and jobs due but not yet run. */
export async function getJobStats(ctx: RequestContext): Promise<{ dead: number; due: number }> {
  requireJobManager(ctx, 'read job figures');
  const [row] = await ctx.db
    .select({
      dead: sql<number>`count(*) filter (where ${jobs.status} = 'dead')`.mapWith(Number),
      due: sql<number>`count(*) filter (where ${jobs.status} = 'queued' and ${jobs.runAt} <= now())`.mapWith(
        Number,
      ),
    })
    .from(jobs)
    .where(sql`${jobs.status} in ('dead', 'queued')`);
  return row!;
}
