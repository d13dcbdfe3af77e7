import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { complaints, listings, orders, reservations } from '@/server/db/schema';
import { paySandboxCharge } from '@/server/domain/payments/sandbox-checkout';
import { startCardPayment } from '@/server/domain/payments/start-card-payment';
import { TEST_COMPLAINT_TEXT } from './complaint-factories';
import { deliver, takeSandboxWebhooks } from './payment-fixtures';
import { ok } from './results';
import { PAYS, type SandboxCheckoutBench } from './sandbox-checkout';

/** A reservation whose deposit the buyer paid by card through the sandbox. */
export async function depositedByCard(bench: SandboxCheckoutBench) {
  const reserved = await bench.reserved();
  const { redirectUrl } = ok(
    await startCardPayment(bench.ctxOf(reserved.buyer), { orderId: reserved.orderId }),
  );
  await paySandboxCharge(bench.ctxOf(), redirectUrl.split('/').pop()!, PAYS);
  for (const body of await takeSandboxWebhooks(bench.handle)) await deliver(bench.ctxOf(), body);
  const [order] = await bench.handle.db
    .select()
    .from(orders)
    .where(eq(orders.id, reserved.orderId));
  return { ...reserved, order: order! };
}

/** The same, with the buyer's open complaint about it. */
export async function disputedByCard(bench: SandboxCheckoutBench) {
  const deposited = await depositedByCard(bench);
  const [complaint] = await bench.handle.db
    .insert(complaints)
    .values({
      reservationId: deposited.reservationId,
      authorId: deposited.buyer.id,
      category: 'health',
      description: TEST_COMPLAINT_TEXT,
    })
    .returning();
  return { ...deposited, complaint: complaint! };
}

export async function stateOf(bench: SandboxCheckoutBench, reservationId: string) {
  const [row] = await bench.handle.db
    .select({ reservation: reservations.status, order: orders.status, listing: listings.status })
    .from(reservations)
    .innerJoin(orders, eq(orders.reservationId, reservations.id))
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .where(eq(reservations.id, reservationId));
  return row!;
}

export const decision = (reservationId: string, reason = 'The breeder sold the dog twice') => ({
  reservationId,
  reason,
  idempotencyKey: randomUUID(),
});
