'use server';

import { refresh } from 'next/cache';
import type { OrderFormState } from '@/components/admin/order-form-state';
import { createRequestContext } from '@/server/context';
import { cancelOrder } from '@/server/domain/orders/cancel-order';
import { refundOrder } from '@/server/domain/refunds/refund-order';
import { domainErrorFields } from '../../../../form-state';
import { getRequestViewer } from '../../../viewer';

const adminContext = async () =>
  createRequestContext({ locale: 'en', viewer: await getRequestViewer() });
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** "1 234,5" → 123450 minor units (every currency here counts hundredths); NaN when not money. */
function minorUnits(value: string): number {
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(value.replace(/[\s\u00a0]/g, ''));
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Refunds a paid order, whole or in part (the domain checks the money role and the amount). */
export async function refundOrderAction(
  _previous: OrderFormState,
  form: FormData,
): Promise<OrderFormState> {
  const values = {
    amount: text(form, 'amount'),
    reason: text(form, 'reason'),
    iban: text(form, 'iban'),
    sentOn: text(form, 'sentOn'),
  };
  const isPayout = form.has('iban') || form.has('sentOn');
  try {
    const result = await refundOrder(await adminContext(), {
      orderId: text(form, 'orderId'),
      amount: minorUnits(values.amount),
      reason: values.reason,
      idempotencyKey: text(form, 'idempotencyKey'),
      ...(isPayout ? { payout: { iban: values.iban, sentOn: values.sentOn } } : {}),
    });
    if (!result.ok) return { fields: { form: result.code }, values };
  } catch (error) {
    return { fields: domainErrorFields(error), values };
  }
  refresh();
  return { fields: {}, values: {}, done: 'refunded' };
}

/** Cancels a pending order with the admin's reason. */
export async function cancelOrderAction(
  _previous: OrderFormState,
  form: FormData,
): Promise<OrderFormState> {
  const values = { reason: text(form, 'reason') };
  try {
    const result = await cancelOrder(await adminContext(), {
      orderId: text(form, 'orderId'),
      reason: values.reason,
    });
    if (!result.ok) return { fields: { form: result.code }, values };
  } catch (error) {
    return { fields: domainErrorFields(error), values };
  }
  refresh();
  return { fields: {}, values: {}, done: 'cancelled' };
}
