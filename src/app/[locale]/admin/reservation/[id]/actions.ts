'use server';

import { refresh } from 'next/cache';
import type { ReservationFormState } from '@/components/admin/reservation-form-state';
import { createRequestContext } from '@/server/context';
import { cancelReservationAsAdmin } from '@/server/domain/reservations/admin/cancel-reservation-as-admin';
import {
  DISPUTE_OUTCOMES,
  settleReservationDispute,
  type DisputeOutcome,
} from '@/server/domain/reservations/admin/settle-reservation-dispute';
import { domainErrorFields } from '../../../../form-state';
import { getRequestViewer } from '../../../viewer';
import { minorUnits } from '../../minor-units';

const adminContext = async () =>
  createRequestContext({ locale: 'en', viewer: await getRequestViewer() });
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** The parts both decisions share: the reservation, the reason, the key and a bank payout. */
function decisionOf(form: FormData) {
  const hasPayout = form.has('iban') || form.has('sentOn');
  return {
    reservationId: text(form, 'reservationId'),
    reason: text(form, 'reason'),
    idempotencyKey: text(form, 'idempotencyKey'),
    ...(hasPayout ? { payout: { iban: text(form, 'iban'), sentOn: text(form, 'sentOn') } } : {}),
  };
}

const valuesOf = (form: FormData, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, text(form, name)]));

/** Cancels a live reservation at the buyer's or the breeder's fault, refunding by the policy. */
export async function cancelReservationAsAdminAction(
  _previous: ReservationFormState,
  form: FormData,
): Promise<ReservationFormState> {
  const values = valuesOf(form, ['fault', 'amount', 'reason', 'iban', 'sentOn']);
  const fault = values.fault === 'breeder' ? 'breeder' : 'buyer';
  try {
    const result = await cancelReservationAsAdmin(await adminContext(), {
      ...decisionOf(form),
      fault,
      refundAmount: fault === 'breeder' ? 0 : values.amount ? minorUnits(values.amount) : 0,
    });
    if (!result.ok) return { fields: { form: result.code }, values };
    refresh();
    return {
      fields: {},
      values: {},
      done: 'cancelled',
      refundRefusal: result.refundRefusal ?? undefined,
    };
  } catch (error) {
    return { fields: domainErrorFields(error), values };
  }
}

/** Settles the dispute over a reservation: the deposit back whole, in part or not at all. */
export async function settleReservationDisputeAction(
  _previous: ReservationFormState,
  form: FormData,
): Promise<ReservationFormState> {
  const values = valuesOf(form, ['outcome', 'amount', 'reason', 'iban', 'sentOn']);
  const outcome = (DISPUTE_OUTCOMES as readonly string[]).includes(values.outcome!)
    ? (values.outcome as DisputeOutcome)
    : 'none';
  try {
    const result = await settleReservationDispute(await adminContext(), {
      ...decisionOf(form),
      outcome,
      amount: outcome === 'part' ? minorUnits(values.amount ?? '') : undefined,
    });
    if (!result.ok) return { fields: { form: result.code }, values };
    refresh();
    return {
      fields: {},
      values: {},
      done: 'settled',
      refundRefusal: result.refundRefusal ?? undefined,
    };
  } catch (error) {
    return { fields: domainErrorFields(error), values };
  }
}
