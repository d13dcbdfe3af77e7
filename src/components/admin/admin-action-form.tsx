'use client';

import { useActionState, useId } from 'react';
import {
  ADMIN_ACTION_REFUSALS,
  EMPTY_ADMIN_ACTION_STATE,
  type AdminActionState,
} from './admin-action-state';

type Action = (previous: AdminActionState, form: FormData) => Promise<AdminActionState>;

export interface AdminActionFormProps {
  action: Action;
  /** Hidden values the action needs (the object's id, the target state). */
  hidden: Record<string, string>;
  submit: string;
  /** What the admin reads once it worked. */
  doneText: string;
  /** A reason field (required by the domain when the person is told). */
  reason?: { label: string; required: boolean };
  /** Boxes to tick (e.g. what was checked), each ticked one sent as `name`. */
  checkboxes?: {
    name: string;
    legend: string;
    options: { value: string; label: string }[];
  };
  /** A choice (e.g. the new role), sent as `name`. */
  choice?: {
    name: string;
    label: string;
    options: { value: string; label: string }[];
    value?: string;
  };
}

/** One admin decision: its reason or choice, a button, and what came of it (announced). */
export function AdminActionForm(props: AdminActionFormProps) {
  const [state, submit, pending] = useActionState(props.action, EMPTY_ADMIN_ACTION_STATE);
  const id = useId();
  const code = state.fields.form ?? state.fields.reason ?? Object.values(state.fields)[0];
  return (
    <form action={submit} className="admin-action stack">
      {Object.entries(props.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {props.choice ? (
        <>
          <label htmlFor={`${id}-choice`}>{props.choice.label}</label>
          <select id={`${id}-choice`} name={props.choice.name} defaultValue={props.choice.value}>
            {props.choice.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </>
      ) : null}
      {props.checkboxes ? (
        <fieldset>
          <legend>{props.checkboxes.legend}</legend>
          {props.checkboxes.options.map((option) => (
            <div key={option.value}>
              <label>
                <input type="checkbox" name={props.checkboxes!.name} value={option.value} />{' '}
                {option.label}
              </label>
            </div>
          ))}
        </fieldset>
      ) : null}
      {props.reason ? (
        <>
          <label htmlFor={`${id}-reason`}>{props.reason.label}</label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            rows={2}
            maxLength={1000}
            required={props.reason.required}
            aria-invalid={state.fields.reason ? true : undefined}
          />
        </>
      ) : null}
      <button type="submit" className="button" disabled={pending}>
        {props.submit}
      </button>
      <div aria-live="polite">
        {code ? (
          <p className="form-error" role="alert">
            {ADMIN_ACTION_REFUSALS[code] ?? `Refused (${code}).`}
          </p>
        ) : state.done ? (
          <p className="form-success">{props.doneText}</p>
        ) : null}
      </div>
    </form>
  );
}
