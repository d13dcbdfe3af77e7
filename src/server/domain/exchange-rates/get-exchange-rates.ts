import { exchangeRates } from '../../db/schema';
import type { RequestContext } from '../../context';

/** Units of each currency per one euro, as decimal strings. */
export async function getExchangeRates(ctx: RequestContext): Promise<Record<string, string>> {
  const rows = await ctx.db.select().from(exchangeRates);
  return Object.fromEntries(rows.map((row) => [row.currency, row.perEur]));
}
