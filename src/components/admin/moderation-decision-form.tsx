'use client';

import { useActionState, useId } from 'react';
import {
  DECISION_DONE,
  DECISION_REFUSALS,
  EMPTY_DECISION_STATE,
  type ModerationDecisionState,
} from './moderation-decision-state';

type Action = (
  previous: ModerationDecisionState,
  form: FormData,
) => Promise<ModerationDecisionState>;

const DECISIONS = [
  { value: 'keep', label: 'Keep: nothing wrong' },
  { value: 'request_edit', label: 'Request an edit (say what to change)' },
  { value: 'hide', label: 'Hide it from the site' },
  { value: 'suspend', label: 'Suspend the seller' },
] as const;

/**
 * A moderation case's decision: what to do, on which ground, and the facts and reasons the
 * person concerned reads in their statement of reasons. Refusals are announced by the field
 * they concern; a decision that went through is confirmed in place of the form.
 */
export function ModerationDecisionForm({
  caseId,
  action,
  canSuspend,
}: {
  caseId: string;
  action: Action;
  /** Suspending is for sellers: not offered for a review. */
  canSuspend: boolean;
}) {
  const [state, submit, pending] = useActionState(action, EMPTY_DECISION_STATE);
  const id = useId();
  if (state.done) {
    return (
      <p role="status" className="form-success">
        {DECISION_DONE[state.done] ?? 'Decided.'}
      </p>
    );
  }
  const error = (field: string) => {
    const code = state.fields[field];
    return code ? (DECISION_REFUSALS[code] ?? `Refused (${code}).`) : null;
  };
  const formError = error('form');
  const errorOf = (field: string) =>
    error(field) ? (
      <p id={`${id}-${field}-error`} className="form-error" role="alert">
        {error(field)}
      </p>
    ) : null;
  const described = (field: string) => (error(field) ? `${id}-${field}-error` : undefined);
  return (
    <form action={submit} className="stack moderation-decision">
      <input type="hidden" name="caseId" value={caseId} />
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <fieldset aria-describedby={described('decision')}>
        <legend>Decision</legend>
        {DECISIONS.filter((d) => canSuspend || d.value !== 'suspend').map((decision) => (
          <label key={decision.value}>
            <input
              type="radio"
              name="decision"
              value={decision.value}
              defaultChecked={state.values.decision === decision.value}
            />{' '}
            {decision.label}
          </label>
        ))}
        {errorOf('decision')}
      </fieldset>
      <label htmlFor={`${id}-ground`}>Ground</label>
      <select
        id={`${id}-ground`}
        name="ground"
        defaultValue={state.values.ground ?? 'terms'}
        aria-describedby={described('ground')}
      >
        <option value="terms">Our terms and conditions</option>
        <option value="law">The law (illegal content)</option>
      </select>
      {errorOf('ground')}
      <label htmlFor={`${id}-reason`}>Facts and reasons</label>
      <p id={`${id}-hint`} className="hint">
        The seller reads this in the statement of reasons (an edit request: what to change); the
        audit log keeps it. At least 10 characters.
      </p>
      <textarea
        id={`${id}-reason`}
        name="reason"
        rows={4}
        maxLength={2000}
        required
        defaultValue={state.values.reason}
        aria-invalid={state.fields.reason ? true : undefined}
        aria-describedby={[`${id}-hint`, described('reason')].filter(Boolean).join(' ')}
      />
      {errorOf('reason')}
      <button type="submit" className="button" disabled={pending}>
        Decide
      </button>
    </form>
  );
}
