import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sandboxCharges } from '../../db/schema';
import {
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookVerificationError,
  type PaymentFailureCode,
  type PaymentProvider,
  type ProviderOutcome,
} from './provider';

/**
 * The built-in card provider: a hosted card page (src/app/sandbox-pay) that accepts the
 * well-known test card numbers and tells the shop the outcome through signed webhooks, like a
 * real provider. No money moves; card numbers are judged and forgotten (only the last four
 * digits are kept, as providers show them).
 */

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

type CardRule =
  | { outcome: 'succeeded' }
  | { outcome: 'failed'; failureCode: PaymentFailureCode }
  | { outcome: 'authenticate' };

/** The test cards, as Stripe's test mode knows them. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, CardRule>> = {
  '4242424242424242': { outcome: 'succeeded' },
  '5555555555554444': { outcome: 'succeeded' },
  '4000000000000002': { outcome: 'failed', failureCode: 'card_declined' },
  '4000000000009995': { outcome: 'failed', failureCode: 'insufficient_funds' },
  '4000000000000069': { outcome: 'failed', failureCode: 'expired_card' },
  '4000002500003155': { outcome: 'authenticate' },
};

export type SandboxCardError = 'invalidNumber' | 'invalidExpiry' | 'invalidCvc';

export interface SandboxCard {
  number: string;
  /** "MM/YY" */
  expiry: string;
  cvc: string;
}

/** A signed webhook ready to be sent (by the job runner, at least once). */
export interface SandboxWebhook {
  body: string;
  signature: string;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Field problems of a typed card, judged as a provider's page would before charging. */
export function checkSandboxCard(card: SandboxCard, now: Date): SandboxCardError[] {
  const errors: SandboxCardError[] = [];
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.push('invalidNumber');
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  const month = Number(match?.[1]);
  const year = 2000 + Number(match?.[2]);
  const endOfMonth = Date.UTC(year, month, 1);
  if (!match || month < 1 || month > 12 || endOfMonth <= now.getTime()) {
    errors.push('invalidExpiry');
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.push('invalidCvc');
  return errors;
}

export function signSandboxPayload(body: string, secret: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

interface SandboxEventBody {
  id: string;
  type: 'charge.succeeded' | 'charge.failed' | 'charge.refunded';
  created: number;
  data: {
    chargeId: string;
    paymentId: string;
    amount: number;
    currency: string;
    failureCode: PaymentFailureCode | null;
  };
}

export interface SandboxOptions {
  db: Executor;
  secret: string;
  siteUrl: string;
  now?: () => Date;
}

export interface SandboxProvider extends PaymentProvider {
  /** The hosted page's view of a charge (null when unknown). */
  findCharge(chargeId: string): Promise<typeof sandboxCharges.$inferSelect | null>;
  /**
   * Charges a typed test card. Returns field errors (nothing changes), or the next step: the
   * authentication page, or back to the shop with a webhook to send.
   */
  payWithCard(
    chargeId: string,
    card: SandboxCard,
  ): Promise<
    | { kind: 'invalid'; errors: SandboxCardError[] }
    | { kind: 'authenticate' }
    | { kind: 'done'; returnUrl: string; webhook: SandboxWebhook | null }
  >;
  /** The payer approves or fails the authentication step of 4000 0025 0000 3155. */
  authenticate(
    chargeId: string,
    approve: boolean,
  ): Promise<{ returnUrl: string; webhook: SandboxWebhook | null }>;
  /** Refund plus the webhook announcing it. */
  refundWithWebhook(
    chargeId: string,
  ): Promise<{ refundRef: string; webhook: SandboxWebhook | null }>;
}

export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const { db, secret } = options;
  const now = options.now ?? (() => new Date());

  function webhookFor(
    charge: typeof sandboxCharges.$inferSelect,
    type: SandboxEventBody['type'],
  ): SandboxWebhook {
    const created = Math.floor(now().getTime() / 1000);
    const event: SandboxEventBody = {
      id: `evt_sbx_${randomBytes(12).toString('hex')}`,
      type,
      created,
      data: {
        chargeId: charge.id,
        paymentId: charge.paymentId,
        amount: charge.amount,
        currency: charge.currency,
        failureCode: (charge.failureCode as PaymentFailureCode | null) ?? null,
      },
    };
    const body = JSON.stringify(event);
    return { body, signature: signSandboxPayload(body, secret, created) };
  }

  async function findCharge(chargeId: string) {
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId));
    return row ?? null;
  }

  /** Settles an open charge once; null when another request settled it first. */
  async function settle(
    chargeId: string,
    outcome: { status: 'succeeded' } | { status: 'failed'; failureCode: PaymentFailureCode },
    cardLast4?: string,
  ) {
    const [row] = await db
      .update(sandboxCharges)
      .set({
        status: outcome.status,
        failureCode: outcome.status === 'failed' ? outcome.failureCode : null,
        ...(cardLast4 ? { cardLast4 } : {}),
        updatedAt: now(),
      })
      .where(
        and(
          eq(sandboxCharges.id, chargeId),
          inArray(sandboxCharges.status, ['open', 'requires_authentication']),
        ),
      )
      .returning();
    return row ?? null;
  }

  return {
    name: 'sandbox',
    findCharge,

    async createCheckout(input) {
      const id = `ch_sbx_${randomBytes(12).toString('hex')}`;
      await db.insert(sandboxCharges).values({
        id,
        paymentId: input.paymentId,
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        locale: input.locale,
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
      });
      return { providerRef: id, redirectUrl: new URL(`/sandbox-pay/${id}`, options.siteUrl).href };
    },

    verifyWebhook(rawBody, headers, at) {
      const header = headers.get(SANDBOX_SIGNATURE_HEADER) ?? '';
      const parts = Object.fromEntries(
        header.split(',').map((part) => part.split('=', 2) as [string, string]),
      );
      const timestamp = Number(parts.t);
      if (!Number.isInteger(timestamp) || !parts.v1) {
        throw new WebhookVerificationError('no signature');
      }
      const expected = Buffer.from(signSandboxPayload(rawBody, secret, timestamp).split('v1=')[1]!);
      const given = Buffer.from(parts.v1);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new WebhookVerificationError('bad signature');
      }
      if (Math.abs(at.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
        throw new WebhookVerificationError('stale timestamp');
      }
      const event = JSON.parse(rawBody) as Partial<SandboxEventBody>;
      const data = event.data;
      if (
        typeof event.id !== 'string' ||
        !data ||
        typeof data.chargeId !== 'string' ||
        typeof data.paymentId !== 'string' ||
        !Number.isSafeInteger(data.amount) ||
        typeof data.currency !== 'string'
      ) {
        throw new WebhookVerificationError('event without data');
      }
      const outcome =
        event.type === 'charge.succeeded'
          ? ({ status: 'succeeded' } as const)
          : event.type === 'charge.refunded'
            ? ({ status: 'refunded' } as const)
            : ({
                status: 'failed',
                failureCode: data.failureCode ?? 'processing_error',
              } as const);
      return {
        id: event.id,
        type: event.type ?? 'unknown',
        paymentId: data.paymentId,
        outcome,
        charge: { providerRef: data.chargeId, amount: data.amount, currency: data.currency },
        payload: event,
      };
    },

    async retrieve(chargeId): Promise<ProviderOutcome> {
      const charge = await findCharge(chargeId);
      if (!charge) return { status: 'pending' };
      if (charge.status === 'succeeded') return { status: 'succeeded' };
      if (charge.status === 'refunded') return { status: 'refunded' };
      if (charge.status === 'failed') {
        return {
          status: 'failed',
          failureCode: (charge.failureCode as PaymentFailureCode) ?? 'processing_error',
        };
      }
      return { status: 'pending' };
    },

    async payWithCard(chargeId, card) {
      const charge = await findCharge(chargeId);
      if (!charge) throw new Error('Unknown sandbox charge');
      if (charge.status !== 'open' && charge.status !== 'requires_authentication') {
        return { kind: 'done', returnUrl: charge.returnUrl, webhook: null };
      }
      const errors = checkSandboxCard(card, now());
      if (errors.length > 0) return { kind: 'invalid', errors };
      const digits = card.number.replace(/[\s-]/g, '');
      const rule = SANDBOX_TEST_CARDS[digits] ?? {
        outcome: 'failed' as const,
        failureCode: 'card_declined' as const,
      };
      const last4 = digits.slice(-4);
      if (rule.outcome === 'authenticate') {
        await db
          .update(sandboxCharges)
          .set({ status: 'requires_authentication', cardLast4: last4, updatedAt: now() })
          .where(eq(sandboxCharges.id, chargeId));
        return { kind: 'authenticate' };
      }
      const settled = await settle(
        chargeId,
        rule.outcome === 'succeeded'
          ? { status: 'succeeded' }
          : { status: 'failed', failureCode: rule.failureCode },
        last4,
      );
      if (!settled) return { kind: 'done', returnUrl: charge.returnUrl, webhook: null };
      const type = settled.status === 'succeeded' ? 'charge.succeeded' : 'charge.failed';
      return { kind: 'done', returnUrl: charge.returnUrl, webhook: webhookFor(settled, type) };
    },

    async authenticate(chargeId, approve) {
      const charge = await findCharge(chargeId);
      if (!charge) throw new Error('Unknown sandbox charge');
      if (charge.status !== 'requires_authentication') {
        return { returnUrl: charge.returnUrl, webhook: null };
      }
      const settled = await settle(
        chargeId,
        approve
          ? { status: 'succeeded' }
          : { status: 'failed', failureCode: 'authentication_failed' },
      );
      if (!settled) return { returnUrl: charge.returnUrl, webhook: null };
      const type = settled.status === 'succeeded' ? 'charge.succeeded' : 'charge.failed';
      return { returnUrl: charge.returnUrl, webhook: webhookFor(settled, type) };
    },

    async refund(chargeId, part) {
      if (part) {
        // A part leaves the charge succeeded: the domain records the part and its effects.
        const charge = await findCharge(chargeId);
        if (!charge) throw new Error('Unknown sandbox charge');
        if (charge.status !== 'succeeded')
          throw new Error(`Cannot refund a ${charge.status} charge`);
        if (!Number.isSafeInteger(part.amount) || part.amount <= 0 || part.amount > charge.amount) {
          throw new Error('Refund amount out of range');
        }
        return { refundRef: `re_${chargeId}_${part.key}` };
      }
      const { refundRef } = await this.refundWithWebhook(chargeId);
      return { refundRef };
    },

    async refundWithWebhook(chargeId) {
      const charge = await findCharge(chargeId);
      if (!charge) throw new Error('Unknown sandbox charge');
      const refundRef = `re_${chargeId}`;
      if (charge.status === 'refunded') return { refundRef, webhook: null };
      if (charge.status !== 'succeeded') throw new Error(`Cannot refund a ${charge.status} charge`);
      const [refunded] = await db
        .update(sandboxCharges)
        .set({ status: 'refunded', updatedAt: now() })
        .where(eq(sandboxCharges.id, chargeId))
        .returning();
      return { refundRef, webhook: webhookFor(refunded!, 'charge.refunded') };
    },
  };
}
