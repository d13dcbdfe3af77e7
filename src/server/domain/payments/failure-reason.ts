import {
  PAYMENT_FAILURE_CODES,
  type PaymentFailureCode,
} from '../../integrations/payments/provider';

/** Why the latest card attempt failed, as a `PaymentFailures.` key; null if it did not. */
export function failureReason(
  payment: { status: string; failureCode: string | null } | null,
): PaymentFailureCode | null {
  if (payment?.status !== 'failed') return null;
  return PAYMENT_FAILURE_CODES.find((code) => code === payment.failureCode) ?? null;
}
