import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Viewer } from '@/server/context';
import type { DatabaseHandle } from '@/server/db/client';
import { setPaymentProviderForTests } from '@/server/domain/payments/payment-provider';
import { reserveDog } from '@/server/domain/reservations/reserve-dog';
import { createTestPuppy } from './buyer-factories';
import { createTestViewer } from './factories';
import { useTestSandbox } from './payment-fixtures';
import { ok } from './results';
import { createTestContext } from './test-context';
import { createTestDatabase } from './test-database';

/** The sandbox's test cards: one that pays, one the bank declines. */
export const PAYS = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
export const DECLINED = { ...PAYS, number: '4000 0000 0000 0002' };

export interface SandboxCheckoutBench {
  handle: DatabaseHandle;
  /** The domain's clock; a test moves it by assigning a later date. */
  clock: Date;
  ctxOf(viewer?: Viewer | null): ReturnType<typeof createTestContext>;
  /** A new buyer's reservation of a new puppy, with its open deposit order. */
  reserved(): Promise<
    Awaited<ReturnType<typeof createTestPuppy>> & {
      buyer: Viewer;
      orderId: string;
      reservationId: string;
    }
  >;
}

/**
 * A test database per file with the card sandbox on a clock the test controls (reset before
 * each test), for the payment use cases' tests.
 */
export function setUpSandboxCheckout(): SandboxCheckoutBench {
  const bench: SandboxCheckoutBench = {
    handle: undefined as unknown as DatabaseHandle,
    clock: new Date(),
    ctxOf: (viewer = null) => createTestContext(bench.handle, { viewer, now: bench.clock }),
    async reserved() {
      const puppy = await createTestPuppy(bench.handle);
      const buyer = await createTestViewer(bench.handle);
      const { orderId, reservationId } = ok(
        await reserveDog(bench.ctxOf(buyer), { listingId: puppy.listing.id }),
      );
      return { ...puppy, buyer, orderId, reservationId };
    },
  };
  beforeAll(async () => {
    bench.handle = await createTestDatabase();
  });
  beforeEach(() => {
    bench.clock = new Date();
    useTestSandbox(() => bench.clock);
  });
  afterAll(async () => {
    setPaymentProviderForTests(null);
    await bench.handle.close();
  });
  return bench;
}
