import { and, eq } from 'drizzle-orm';
import { kennelSellers } from '../../db/schema';
import type { RequestContext } from '../../context';
import type { TradeRegisterChecker } from '../../integrations/trade-register/trade-register-checker';
import type { TradeRegisterCheckJob } from '../jobs/enqueue-job';
import { configuredTradeRegisterChecker } from './trade-register';

/**
 * The job after a trader saves: asks the register about the number and records the answer
 * with its date. A number changed since the job was queued is left to its own job; with no
 * register configured the status is `not_checked`.
 */
export async function checkTradeRegister(
  ctx: RequestContext,
  job: TradeRegisterCheckJob,
  checker: TradeRegisterChecker | null = configuredTradeRegisterChecker(),
) {
  const [seller] = await ctx.db
    .select()
    .from(kennelSellers)
    .where(eq(kennelSellers.kennelId, job.kennelId));
  if (!seller?.registerCountry || seller.registerNumber !== job.registerNumber) return null;
  const answer = checker
    ? await checker.check({ country: seller.registerCountry, number: job.registerNumber })
    : 'not_checked';
  const [saved] = await ctx.db
    .update(kennelSellers)
    .set({ checkStatus: answer, checkedAt: checker ? ctx.now() : null })
    .where(
      and(
        eq(kennelSellers.kennelId, job.kennelId),
        eq(kennelSellers.registerNumber, job.registerNumber),
      ),
    )
    .returning();
  return saved ?? null;
}
