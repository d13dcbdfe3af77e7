'use client';

import { useActionState, useId, useState } from 'react';
import {
  EMPTY_RESERVATION_FORM_STATE,
  RESERVATION_FORM_REFUSALS,
  type ReservationFormState,
} from './reservation-form-state';

type Action = (previous: ReservationFormState, form: FormData) => Promise<ReservationFormState>;

interface DecisionProps {
  reservationId: string;
  idempotencyKey: string;
  currency: string;
  /** What is left to refund, in major units ("80000.00"), for the labels and defaults. */
  maximum: string;
  isBankPayout: boolean;
  action: Action;
}

function Outcome({ state, done }: { state: ReservationFormState; done: string }) {
  const codes = Object.values(state.fields);
  if (state.refundRefusal) codes.push(state.refundRefusal);
  if (codes.length) {
    return (
      <div className="form-error" role="alert">
        {codes.map((code) => (
          <p key={code}>{RESERVATION_FORM_REFUSALS[code] ?? `Refused (${code}).`}</p>
        ))}
      </div>
    );
  }
  return state.done ? (
    <p role="status" className="form-success">
      {done}
    </p>
  ) : null;
}

/** The reason, and for a deposit paid by bank transfer the payout the admin made. */
function ReasonAndPayout({ state, props }: { state: ReservationFormState; props: DecisionProps }) {
  return (
    <>
      <input type="hidden" name="reservationId" value={props.reservationId} />
      <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
      <label>
        Reason (mailed to the buyer and the breeder, kept in the audit log)
        <textarea
          name="reason"
          required
          defaultValue={state.values.reason}
          aria-invalid={Boolean(state.fields.reason)}
        />
      </label>
      {props.isBankPayout ? (
        <fieldset>
          <legend>The bank payout you made (when money goes back)</legend>
          <label>
            IBAN it was sent to
            <input name="iban" autoComplete="off" defaultValue={state.values.iban} />
          </label>
          <label>
            Sent on
            <input name="sentOn" type="date" defaultValue={state.values.sentOn} />
          </label>
        </fieldset>
      ) : null}
    </>
  );
}

/**
 * Cancel a live reservation: at the breeder's fault the whole deposit goes back; at the buyer's,
 * the amount the breeder's refund policy gives (zero allowed).
 */
export function CancelReservationForm(props: DecisionProps) {
  const [state, submit, pending] = useActionState(props.action, EMPTY_RESERVATION_FORM_STATE);
  const [fault, setFault] = useState(state.values.fault ?? 'breeder');
  const id = useId();
  return (
    <form action={submit} className="stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Cancel this reservation</h3>
      <fieldset>
        <legend>Whose fault</legend>
        <label>
          <input
            type="radio"
            name="fault"
            value="breeder"
            checked={fault === 'breeder'}
            onChange={() => setFault('breeder')}
          />
          The breeder’s: the whole deposit goes back ({props.currency} {props.maximum})
        </label>
        <label>
          <input
            type="radio"
            name="fault"
            value="buyer"
            checked={fault === 'buyer'}
            onChange={() => setFault('buyer')}
          />
          The buyer’s: refund what the breeder’s policy gives
        </label>
      </fieldset>
      {fault === 'buyer' ? (
        <label>
          Refund ({props.currency}, 0 to {props.maximum})
          <input
            name="amount"
            inputMode="decimal"
            defaultValue={state.values.amount ?? '0'}
            aria-invalid={Boolean(state.fields.amount)}
          />
        </label>
      ) : null}
      <ReasonAndPayout state={state} props={props} />
      <button type="submit" className="button" disabled={pending}>
        Cancel reservation
      </button>
      <Outcome state={state} done="Cancelled." />
    </form>
  );
}

/** Settle the dispute of an open complaint: refund the deposit whole, in part or not at all. */
export function SettleDisputeForm(props: DecisionProps) {
  const [state, submit, pending] = useActionState(props.action, EMPTY_RESERVATION_FORM_STATE);
  const [outcome, setOutcome] = useState(state.values.outcome ?? 'part');
  const id = useId();
  const choices = [
    ['whole', `Refund the whole deposit (${props.currency} ${props.maximum})`],
    ['part', 'Refund a part'],
    ['none', 'Refund nothing (the complaint is rejected)'],
  ] as const;
  return (
    <form action={submit} className="stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Settle the dispute</h3>
      <fieldset>
        <legend>Decision on the deposit</legend>
        {choices.map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name="outcome"
              value={value}
              checked={outcome === value}
              onChange={() => setOutcome(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {outcome === 'part' ? (
        <label>
          Refund ({props.currency}, at most {props.maximum})
          <input
            name="amount"
            inputMode="decimal"
            required
            defaultValue={state.values.amount}
            aria-invalid={Boolean(state.fields.amount)}
          />
        </label>
      ) : null}
      <ReasonAndPayout state={state} props={props} />
      <button type="submit" className="button" disabled={pending}>
        Settle dispute
      </button>
      <Outcome state={state} done="Settled." />
    </form>
  );
}
