import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CURRENCIES } from '@/i18n/currencies';
import { exchangeRates, listings } from '../../db/schema';
import type { RequestContext } from '../../context';
import { recordAdminAction } from '../admin/audit-log';
import { requireRole } from '../auth/require-role';
import { ValidationError } from '../errors';

const ratesSchema = z.partialRecord(
  z.enum(CURRENCIES),
  z
    .string()
    .regex(/^\d{1,10}(\.\d{1,8})?$/)
    .refine((v) => Number(v) > 0),
);

/**
 * Stores new rates (units per EUR; EUR stays 1) and re-normalizes listing prices so price
 * filters and sorts stay correct across currencies. Admins and money admins only.
 */
export async function refreshExchangeRates(
  ctx: RequestContext,
  input: { rates: Record<string, string>; source: string },
): Promise<{ currencies: string[] }> {
  const admin = requireRole(ctx, ['ADMINM'], 'refresh exchange rates');
  const parsed = ratesSchema.safeParse(input.rates);
  if (!parsed.success || 'EUR' in input.rates || Object.keys(parsed.data).length === 0) {
    throw new ValidationError({ rates: 'Errors.VALIDATION' });
  }
  const entries = Object.entries(parsed.data);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await tx
      .select({ currency: exchangeRates.currency, perEur: exchangeRates.perEur })
      .from(exchangeRates)
      .where(
        inArray(
          exchangeRates.currency,
          entries.map(([currency]) => currency),
        ),
      )
      .for('update');
    for (const [currency, perEur] of entries) {
      await tx
        .insert(exchangeRates)
        .values({ currency, perEur, source: input.source, updatedAt: now })
        .onConflictDoUpdate({
          target: exchangeRates.currency,
          set: { perEur, source: input.source, updatedAt: now },
        });
      await tx
        .update(listings)
        .set({ priceEurCents: sql`round(${listings.priceAmount} / ${perEur}::numeric)` })
        .where(eq(listings.currency, currency));
    }
    await recordAdminAction(
      tx,
      admin,
      {
        action: 'exchangeRates.set',
        targetType: 'exchange_rate',
        targetId: entries.map(([currency]) => currency).join(','),
        before: Object.fromEntries(before.map((row) => [row.currency, row.perEur])),
        after: { ...Object.fromEntries(entries), source: input.source },
      },
      now,
    );
  });
  const currencies = entries.map(([currency]) => currency);
  await ctx.events.publish('exchangeRatesUpdated', { currencies, updatedAt: now.toISOString() });
  return { currencies };
}
