'use client';

import { useActionState, useId } from 'react';
import { EMPTY_REDIRECT_STATE, REDIRECT_PROBLEMS, type RedirectFormState } from './redirect-state';

type Action = (previous: RedirectFormState, form: FormData) => Promise<RedirectFormState>;
const say = (code: string) => REDIRECT_PROBLEMS[code] ?? `Refused (${code}).`;

function FieldError({ id, code }: { id: string; code?: string }) {
  return code ? (
    <p id={id} className="form-error" role="alert">
      {say(code)}
    </p>
  ) : null;
}

export interface RedirectValues {
  id?: string;
  fromPath: string;
  toPath: string;
  statusCode: number;
  match: string;
}

/** A new redirect, or the edit of one (`initial.id`), with each field's problem beside it. */
export function RedirectForm({
  action,
  initial,
  submitLabel,
}: {
  action: Action;
  initial?: RedirectValues;
  submitLabel: string;
}) {
  const [state, submit, pending] = useActionState(action, EMPTY_REDIRECT_STATE);
  const id = useId();
  const value = (name: keyof RedirectValues) =>
    state.values[name] ?? (initial ? String(initial[name] ?? '') : undefined);
  const form = state.fields.form ?? state.fields.id;
  const input = (name: 'fromPath' | 'toPath', label: string, placeholder: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        required
        placeholder={placeholder}
        defaultValue={value(name)}
        aria-invalid={state.fields[name] ? true : undefined}
        aria-describedby={state.fields[name] ? `${id}-${name}-error` : undefined}
      />
      <FieldError id={`${id}-${name}-error`} code={state.fields[name]} />
    </div>
  );
  return (
    <form action={submit} className="admin-redirect-form" key={state.done ? 'done' : 'edit'}>
      {initial?.id ? <input type="hidden" name="id" value={initial.id} /> : null}
      {input('fromPath', 'From path', '/hu/regi-oldal')}
      {input('toPath', 'To path', '/hu/kiskutyak')}
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} name="statusCode" defaultValue={value('statusCode') ?? '301'}>
          <option value="301">301 moved for good</option>
          <option value="302">302 moved for now</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-match`}>Match</label>
        <select id={`${id}-match`} name="match" defaultValue={value('match') ?? 'exact'}>
          <option value="exact">exact path</option>
          <option value="prefix">path and everything under it</option>
        </select>
      </div>
      <FieldError id={`${id}-form-error`} code={form} />
      {state.done === 'saved' ? (
        <p role="status">Saved; every app process applies it now.</p>
      ) : null}
      <button type="submit" className="button" disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}

/** Deletes one redirect. */
export function DeleteRedirectForm({
  action,
  id,
  label,
}: {
  action: Action;
  id: string;
  label: string;
}) {
  const [state, submit, pending] = useActionState(action, EMPTY_REDIRECT_STATE);
  const code = state.fields.form;
  return (
    <form action={submit}>
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="button secondary" disabled={pending} aria-label={label}>
        Delete
      </button>
      {code ? (
        <p className="form-error" role="alert">
          {say(code)}
        </p>
      ) : null}
    </form>
  );
}

/** Upload of a CSV of redirects; the answer lists each bad line, or how many were added. */
export function ImportRedirectsForm({ action }: { action: Action }) {
  const [state, submit, pending] = useActionState(action, EMPTY_REDIRECT_STATE);
  const id = useId();
  return (
    <form action={submit} className="stack">
      <label htmlFor={`${id}-file`}>CSV file (from,to,status,match)</label>
      <input id={`${id}-file`} name="file" type="file" accept=".csv,text/csv" required />
      <FieldError id={`${id}-file-error`} code={state.fields.file ?? state.fields.form} />
      {state.problems?.length ? (
        <div role="alert">
          <p>Nothing was imported. Fix these lines and upload the file again:</p>
          <ul>
            {state.problems.map((problem) => (
              <li key={`${problem.line}-${problem.field}`}>
                Line {problem.line} ({problem.field}): {say(problem.code)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {state.done === 'imported' ? <p role="status">Imported {state.imported} redirects.</p> : null}
      <button type="submit" className="button" disabled={pending}>
        Import redirects
      </button>
    </form>
  );
}
