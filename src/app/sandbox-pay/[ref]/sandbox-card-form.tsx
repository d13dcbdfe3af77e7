'use client';

import { useActionState } from 'react';
import type { SandboxPayState } from './actions';

interface Labels {
  number: string;
  expiry: string;
  expiryHint: string;
  cvc: string;
  pay: string;
  paying: string;
  invalidNumber: string;
  invalidExpiry: string;
  invalidCvc: string;
}

/** The card fields of the sandbox's hosted page, with each field's own error. */
export function SandboxCardForm({
  action,
  labels,
}: {
  action: (state: SandboxPayState, form: FormData) => Promise<SandboxPayState>;
  labels: Labels;
}) {
  const [state, formAction, pending] = useActionState(action, { errors: [] });
  const error = (key: 'invalidNumber' | 'invalidExpiry' | 'invalidCvc', id: string) =>
    state.errors.includes(key) ? (
      <p id={id} className="sandbox-error" role="alert">
        {labels[key]}
      </p>
    ) : null;
  const invalid = (key: string) => state.errors.includes(key);
  return (
    <form action={formAction} noValidate>
      <label htmlFor="sandbox-number">{labels.number}</label>
      <input
        id="sandbox-number"
        name="number"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        aria-invalid={invalid('invalidNumber')}
        aria-describedby={invalid('invalidNumber') ? 'sandbox-number-error' : undefined}
      />
      {error('invalidNumber', 'sandbox-number-error')}
      <div className="sandbox-row">
        <div>
          <label htmlFor="sandbox-expiry">{labels.expiry}</label>
          <input
            id="sandbox-expiry"
            name="expiry"
            placeholder={labels.expiryHint}
            autoComplete="cc-exp"
            required
            aria-invalid={invalid('invalidExpiry')}
            aria-describedby={invalid('invalidExpiry') ? 'sandbox-expiry-error' : undefined}
          />
          {error('invalidExpiry', 'sandbox-expiry-error')}
        </div>
        <div>
          <label htmlFor="sandbox-cvc">{labels.cvc}</label>
          <input
            id="sandbox-cvc"
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            required
            aria-invalid={invalid('invalidCvc')}
            aria-describedby={invalid('invalidCvc') ? 'sandbox-cvc-error' : undefined}
          />
          {error('invalidCvc', 'sandbox-cvc-error')}
        </div>
      </div>
      <button type="submit" disabled={pending}>
        {pending ? labels.paying : labels.pay}
      </button>
    </form>
  );
}
