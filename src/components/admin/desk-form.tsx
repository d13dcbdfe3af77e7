'use client';

import { useActionState, useId, type ReactNode } from 'react';
import { DESK_FORM_REFUSALS, EMPTY_DESK_FORM_STATE, type DeskFormState } from './desk-form-state';

type Action = (previous: DeskFormState, form: FormData) => Promise<DeskFormState>;

/**
 * One titled admin form whose fields the page renders: a button, and what came of it (a
 * refusal per code, or `done`), announced to screen readers.
 */
export function DeskForm(props: {
  title: string;
  submit: string;
  done: string;
  action: Action;
  children: ReactNode;
}) {
  const [state, submit, pending] = useActionState(props.action, EMPTY_DESK_FORM_STATE);
  const id = useId();
  const codes = [...new Set(Object.values(state.fields))];
  return (
    <form action={submit} className="stack admin-action" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{props.title}</h3>
      {props.children}
      <button type="submit" className="button" disabled={pending}>
        {props.submit}
      </button>
      <div aria-live="polite">
        {codes.length ? (
          <div className="form-error" role="alert">
            {codes.map((code) => (
              <p key={code}>{DESK_FORM_REFUSALS[code] ?? `Refused (${code}).`}</p>
            ))}
          </div>
        ) : state.done ? (
          <p className="form-success" role="status">
            {props.done}
          </p>
        ) : null}
      </div>
    </form>
  );
}
