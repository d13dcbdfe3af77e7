import { landingVariantOrders } from '../../db/schema';
import type { Executor } from '../../db/client';
import { parseVariantCookie } from './variant-cookie';

/**
 * Notes which landing variant a new checkout order came from, inside the transaction that makes
 * the order; a missing or invalid cookie notes nothing.
 */
export async function linkOrderToVariant(
  tx: Executor,
  input: { orderId: string; cookie: string | null | undefined; at: Date },
): Promise<void> {
  const assignment = parseVariantCookie(input.cookie);
  if (!assignment) return;
  await tx
    .insert(landingVariantOrders)
    .values({ orderId: input.orderId, ...assignment, createdAt: input.at })
    .onConflictDoNothing();
}
