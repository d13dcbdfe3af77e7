'use client';

import { useActionState } from 'react';
import {
  BANK_DESK_REFUSALS,
  EMPTY_BANK_DESK_STATE,
  ENTRY_OUTCOMES,
  type BankDeskState,
} from './bank-desk-state';

type Action = (previous: BankDeskState, form: FormData) => Promise<BankDeskState>;

function Refusal({ state }: { state: BankDeskState }) {
  const code = state.fields.form ?? Object.values(state.fields)[0];
  if (!code) return null;
  return (
    <p className="form-error" role="alert">
      {BANK_DESK_REFUSALS[code] ?? `Refused (${code}).`}
    </p>
  );
}

/** One pending order's "mark received" button, with what came of it. */
export function MarkReceivedForm({
  orderId,
  label,
  action,
}: {
  orderId: string;
  label: string;
  action: Action;
}) {
  const [state, submit, pending] = useActionState(action, EMPTY_BANK_DESK_STATE);
  return (
    <form action={submit}>
      <input type="hidden" name="orderId" value={orderId} />
      <button type="submit" className="button" disabled={pending} aria-label={label}>
        Mark received
      </button>
      <Refusal state={state} />
    </form>
  );
}

/** Upload of a camt.053 statement and the outcome of each credit in it. */
export function StatementUploadForm({ action }: { action: Action }) {
  const [state, submit, pending] = useActionState(action, EMPTY_BANK_DESK_STATE);
  return (
    <form action={submit} className="stack">
      <label htmlFor="statement">Bank statement (camt.053 XML)</label>
      <input
        id="statement"
        name="statement"
        type="file"
        accept=".xml,application/xml,text/xml"
        required
      />
      <button type="submit" className="button" disabled={pending}>
        Import statement
      </button>
      <Refusal state={state} />
      {state.entries && (
        <table>
          <caption>Imported entries</caption>
          <thead>
            <tr>
              <th scope="col">Bank reference</th>
              <th scope="col">Amount</th>
              <th scope="col">RF reference</th>
              <th scope="col">Outcome</th>
            </tr>
          </thead>
          <tbody>
            {state.entries.map((entry) => (
              <tr key={entry.entryRef}>
                <td>{entry.entryRef}</td>
                <td>{`${(entry.amount / 100).toFixed(2)} ${entry.currency}`}</td>
                <td>{entry.reference ?? '—'}</td>
                <td>{ENTRY_OUTCOMES[entry.reason ?? entry.outcome]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </form>
  );
}

/** An admin's decision on a flagged entry: apply it to an order, or dismiss it, with a note. */
export function ResolveEntryForm({
  entryId,
  orderId,
  action,
}: {
  entryId: string;
  orderId: string | null;
  action: Action;
}) {
  const [state, submit, pending] = useActionState(action, EMPTY_BANK_DESK_STATE);
  const id = (name: string) => `${name}-${entryId}`;
  return (
    <form action={submit} className="stack">
      <input type="hidden" name="entryId" value={entryId} />
      <label htmlFor={id('order')}>Order id to apply it to</label>
      <input id={id('order')} name="orderId" defaultValue={state.values.orderId ?? orderId ?? ''} />
      <label htmlFor={id('note')}>Note (why)</label>
      <textarea id={id('note')} name="note" rows={2} required defaultValue={state.values.note} />
      <div className="actions">
        <button type="submit" name="decision" value="apply" className="button" disabled={pending}>
          Apply to order
        </button>
        <button
          type="submit"
          name="decision"
          value="dismiss"
          className="button secondary"
          disabled={pending}
        >
          Dismiss
        </button>
      </div>
      <Refusal state={state} />
    </form>
  );
}
