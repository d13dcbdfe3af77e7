import { randomUUID } from 'node:crypto';
import type { Viewer } from '@/server/context';
import type { BillingInput } from '@/server/domain/paid-services/create-service-order';
import { createServiceOrder } from '@/server/domain/paid-services/create-service-order';
import { findPlanPrice } from '@/server/domain/paid-services/find-plan-prices';
import type { PaidService } from '@/server/domain/paid-services/catalogue';
import { paySandboxCharge } from '@/server/domain/payments/sandbox-checkout';
import { startCardPayment } from '@/server/domain/payments/start-card-payment';
import { deliver, takeSandboxWebhooks } from './payment-fixtures';
import { ok } from './results';
import { PAYS, type SandboxCheckoutBench } from './sandbox-checkout';

export const TEST_BILLING: BillingInput = {
  kind: 'person',
  name: 'Kovács Anna',
  addressLine: 'Fő utca 1.',
  postcode: '6720',
  city: 'Szeged',
  countryCode: 'HU',
  email: 'anna@example.test',
};

/** A checkout's input at today's price, as the page sends it. */
export async function checkoutInput(
  bench: SandboxCheckoutBench,
  viewer: Viewer,
  plan: { service?: PaidService; months?: number; currency?: string } = {},
) {
  const service = plan.service ?? 'breeder_profile';
  const months = plan.months ?? 1;
  const currency = plan.currency ?? 'EUR';
  const amount = await findPlanPrice(bench.ctxOf(viewer), { service, months, currency });
  return {
    checkoutId: randomUUID(),
    service,
    months,
    currency,
    amount: amount!,
    method: 'card',
    billing: TEST_BILLING,
  };
}

/** Creates a card order for the plan and pays it through the sandbox and its webhook. */
export async function buyByCard(
  bench: SandboxCheckoutBench,
  viewer: Viewer,
  plan: Parameters<typeof checkoutInput>[2] = {},
) {
  const input = await checkoutInput(bench, viewer, plan);
  const { orderId } = ok(await createServiceOrder(bench.ctxOf(viewer), input));
  const { redirectUrl } = ok(await startCardPayment(bench.ctxOf(viewer), { orderId }));
  await paySandboxCharge(bench.ctxOf(), redirectUrl.split('/').pop()!, PAYS);
  for (const body of await takeSandboxWebhooks(bench.handle)) await deliver(bench.ctxOf(), body);
  return { orderId, input };
}
