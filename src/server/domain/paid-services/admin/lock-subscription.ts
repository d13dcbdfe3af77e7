import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { subscriptions } from '../../../db/schema';
import { NotFoundError } from '../../errors';
import { isUuid } from '../../ids';

/** A service period locked for an admin's change, or NOT_FOUND. */
export async function lockSubscription(tx: Executor, subscriptionId: string) {
  if (!isUuid(subscriptionId)) throw new NotFoundError('Subscription');
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update');
  if (!row) throw new NotFoundError('Subscription');
  return row;
}
