import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { findCountry } from '@/reference/countries';
import { billingDetails, orders } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { ValidationError } from '../errors';
import { isUuid } from '../ids';
import { linkOrderToVariant } from '../landing/link-order-to-variant';
import { refuse, succeed, type Result } from '../result';
import { isPaidService, isPlanMonths, type PaidService } from './catalogue';
import { checkVatNumber } from './check-vat-number';
import { findPlanPrice } from './find-plan-prices';

const text = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const billingSchema = z.object({
  kind: z.enum(['person', 'company'], { error: 'required' }),
  name: text(120),
  companyName: z.string().trim().max(160, 'tooLong').optional(),
  vatNumber: z.string().trim().max(20, 'vatNumberInvalid').optional(),
  addressLine: text(200),
  postcode: text(16),
  city: text(100),
  countryCode: z.string().refine((code) => findCountry(code) !== null, 'countryInvalid'),
  email: z.email('emailInvalid').max(254, 'tooLong'),
});
export type BillingInput = z.input<typeof billingSchema>;

export interface CreateServiceOrderInput {
  /** The checkout's own id, made when its page opened: resubmitting it makes no second order. */
  checkoutId: string;
  service: string;
  months: number;
  currency: string;
  /** The amount the buyer was shown; an order is made only when it is still the price. */
  amount: number;
  method: string;
  billing: BillingInput;
  /** The landing-variant cookie as the browser sent it (validated here), for the A/B figures. */
  landingVariant?: string | null;
}

export type CreateServiceOrderRefusal = 'checkoutChanged' | 'orderAlreadyPaid' | 'orderNotPayable';

async function validBilling(input: BillingInput) {
  const parsed = billingSchema.safeParse(input);
  const fields: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
  }
  const company = input.kind === 'company';
  if (company && !input.companyName?.trim()) fields.companyName ??= 'required';
  let vat: { vatNumber: string | null; vatChecked: 'format' | 'vies' | null } = {
    vatNumber: null,
    vatChecked: null,
  };
  if (company && input.vatNumber?.trim() && !fields.vatNumber) {
    const check = await checkVatNumber(input.vatNumber);
    if (check.ok) vat = { vatNumber: check.vatNumber, vatChecked: check.checked };
    else fields.vatNumber = check.code;
  }
  if (!parsed.success || Object.keys(fields).length > 0) throw new ValidationError(fields);
  const billing = parsed.data;
  return {
    kind: billing.kind,
    name: billing.name,
    companyName: company ? billing.companyName!.trim() : null,
    ...vat,
    addressLine: billing.addressLine,
    postcode: billing.postcode,
    city: billing.city,
    countryCode: billing.countryCode,
    email: billing.email,
  };
}

/**
 * Makes the pending order of a checkout: the price comes from `plan_prices` now and is fixed in
 * the order, with the buyer's billing details. A shown amount that is no longer the price is
 * refused (`checkoutChanged`), as is a checkout whose order was already paid.
 */
export async function createServiceOrder(
  ctx: RequestContext,
  input: CreateServiceOrderInput,
): Promise<
  Result<
    { orderId: string; service: PaidService; method: 'card' | 'bank_transfer' },
    CreateServiceOrderRefusal
  >
> {
  const viewer = requireViewer(ctx);
  const fields: Record<string, string> = {};
  if (!isPaidService(input.service)) fields.service = 'serviceInvalid';
  if (!isPlanMonths(input.months)) fields.months = 'planInvalid';
  if (input.method !== 'card' && input.method !== 'bank_transfer') fields.method = 'required';
  if (!isUuid(input.checkoutId)) fields.form = 'checkoutChanged';
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  const service = input.service as PaidService;
  const method = input.method as 'card' | 'bank_transfer';
  const price = await findPlanPrice(ctx, {
    service,
    months: input.months,
    currency: input.currency,
  });
  if (price === null) throw new ValidationError({ currency: 'currencyInvalid' });
  const billing = await validBilling(input.billing);

  const [existing] = await ctx.db.select().from(orders).where(eq(orders.id, input.checkoutId));
  if (existing) {
    if (existing.userId !== viewer.id) throw new ValidationError({ form: 'checkoutChanged' });
    if (existing.status === 'paid') return refuse('orderAlreadyPaid');
    if (existing.status !== 'pending') return refuse('orderNotPayable');
  }
  if (!Number.isInteger(input.amount) || input.amount !== price) return refuse('checkoutChanged');
  if (existing) {
    const same =
      existing.type === service &&
      existing.planMonths === input.months &&
      existing.currency === input.currency &&
      existing.amount === price &&
      existing.method === method;
    if (!same) return refuse('checkoutChanged');
    await ctx.db.update(billingDetails).set(billing).where(eq(billingDetails.orderId, existing.id));
    return succeed({ orderId: existing.id, service, method });
  }
  await ctx.db.transaction(async (tx) => {
    await tx.insert(orders).values({
      id: input.checkoutId,
      userId: viewer.id,
      type: service,
      amount: price,
      currency: input.currency,
      planMonths: input.months,
      method,
    });
    await tx.insert(billingDetails).values({ orderId: input.checkoutId, ...billing });
    await linkOrderToVariant(tx, {
      orderId: input.checkoutId,
      cookie: input.landingVariant,
      at: ctx.now(),
    });
  });
  return succeed({ orderId: input.checkoutId, service, method });
}
