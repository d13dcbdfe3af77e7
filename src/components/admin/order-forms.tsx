'use client';

import { useActionState, useId } from 'react';
import {
  EMPTY_ORDER_FORM_STATE,
  ORDER_FORM_REFUSALS,
  type OrderFormState,
} from './order-form-state';

type Action = (previous: OrderFormState, form: FormData) => Promise<OrderFormState>;

function Outcome({ state, done }: { state: OrderFormState; done: string }) {
  const codes = Object.values(state.fields);
  if (codes.length) {
    return (
      <div className="form-error" role="alert">
        {codes.map((code) => (
          <p key={code}>{ORDER_FORM_REFUSALS[code] ?? `Refused (${code}).`}</p>
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

/**
 * Refund of a paid order: the amount (in major units, at most what is left), a reason, and for
 * a bank-transfer order the IBAN and date of the payout the admin made. `idempotencyKey` is new
 * per page view, so a double submit makes one refund.
 */
export function RefundForm(props: {
  orderId: string;
  idempotencyKey: string;
  currency: string;
  maximum: string;
  isBankPayout: boolean;
  action: Action;
}) {
  const [state, submit, pending] = useActionState(props.action, EMPTY_ORDER_FORM_STATE);
  const id = useId();
  return (
    <form action={submit} className="stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Refund</h3>
      <input type="hidden" name="orderId" value={props.orderId} />
      <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
      <label>
        Amount ({props.currency}, at most {props.maximum})
        <input
          name="amount"
          inputMode="decimal"
          required
          defaultValue={state.values.amount ?? props.maximum}
          aria-invalid={Boolean(state.fields.amount)}
        />
      </label>
      <label>
        Reason (kept in the audit log)
        <textarea
          name="reason"
          required
          defaultValue={state.values.reason}
          aria-invalid={Boolean(state.fields.reason)}
        />
      </label>
      {props.isBankPayout ? (
        <fieldset>
          <legend>The bank payout you made</legend>
          <label>
            IBAN it was sent to
            <input
              name="iban"
              required
              autoComplete="off"
              defaultValue={state.values.iban}
              aria-invalid={Boolean(state.fields.iban)}
            />
          </label>
          <label>
            Sent on
            <input
              name="sentOn"
              type="date"
              required
              defaultValue={state.values.sentOn}
              aria-invalid={Boolean(state.fields.sentOn)}
            />
          </label>
        </fieldset>
      ) : null}
      <button type="submit" className="button" disabled={pending}>
        {props.isBankPayout ? 'Record the payout' : 'Refund through the card provider'}
      </button>
      <Outcome state={state} done="Refunded." />
    </form>
  );
}

/** Cancel a pending order, with the reason for the audit log. */
export function CancelOrderForm({ orderId, action }: { orderId: string; action: Action }) {
  const [state, submit, pending] = useActionState(action, EMPTY_ORDER_FORM_STATE);
  const id = useId();
  return (
    <form action={submit} className="stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Cancel this order</h3>
      <input type="hidden" name="orderId" value={orderId} />
      <label>
        Reason (kept in the audit log)
        <textarea
          name="reason"
          required
          defaultValue={state.values.reason}
          aria-invalid={Boolean(state.fields.reason)}
        />
      </label>
      <button type="submit" className="button" disabled={pending}>
        Cancel order
      </button>
      <Outcome state={state} done="Cancelled." />
    </form>
  );
}
