'use client';

import { useActionState, useId } from 'react';
import {
  EMPTY_MODERATION_STATE,
  MODERATION_REFUSALS,
  type ModerationState,
} from './moderation-state';

type Action = (previous: ModerationState, form: FormData) => Promise<ModerationState>;

/**
 * Hide or restore one ad: the reason is required (the breeder reads it in the e-mail), and
 * the answer says what happened or why nothing did.
 */
export function ModerationForm({
  listingId,
  action,
  label,
  hint,
}: {
  listingId: string;
  action: Action;
  /** The button's words, e.g. "Hide this ad". */
  label: string;
  hint: string;
}) {
  const [state, submit, pending] = useActionState(action, EMPTY_MODERATION_STATE);
  const id = useId();
  const code = state.fields.reason ?? state.fields.form ?? Object.values(state.fields)[0];
  return (
    <form action={submit} className="stack admin-moderation">
      <input type="hidden" name="listingId" value={listingId} />
      <label htmlFor={`${id}-reason`}>Reason</label>
      <p id={`${id}-hint`} className="hint">
        {hint}
      </p>
      <textarea
        id={`${id}-reason`}
        name="reason"
        rows={3}
        required
        minLength={3}
        maxLength={1000}
        defaultValue={state.values.reason}
        aria-describedby={`${id}-hint${code ? ` ${id}-error` : ''}`}
        aria-invalid={code ? true : undefined}
      />
      {code ? (
        <p id={`${id}-error`} className="form-error" role="alert">
          {MODERATION_REFUSALS[code] ?? `Refused (${code}).`}
        </p>
      ) : null}
      {state.done ? (
        <p role="status">
          {state.done === 'hidden'
            ? 'The ad is hidden and the breeder has been told why.'
            : 'The ad is visible again and the breeder has been told.'}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={pending}>
        {label}
      </button>
    </form>
  );
}
