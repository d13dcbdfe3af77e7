'use client';

import { useActionState, useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';
import { fieldErrors } from '@/validation/field-errors';
import { EMPTY_FORM_STATE, type AccountFormState } from './account-form-state';

/**
 * A server-action form that first checks the shared schema in the browser, so mistakes show
 * at once; the server checks the same schema again and has the last word. A form whose schema
 * is still loading (null) is checked by the server alone.
 */
export function useAccountForm(
  action: (state: AccountFormState, form: FormData) => Promise<AccountFormState>,
  schema: Pick<z.ZodMiniType, 'safeParse'> | null,
  extra: Record<string, string> = {},
) {
  const [state, formAction, pending] = useActionState(action, EMPTY_FORM_STATE);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);

  function validate(event: FormEvent<HTMLFormElement>) {
    if (!schema) return;
    const data = { ...Object.fromEntries(new FormData(event.currentTarget)), ...extra };
    const parsed = schema.safeParse(data);
    if (parsed.success) {
      setClientErrors(null);
    } else {
      event.preventDefault();
      setClientErrors(fieldErrors(parsed.error));
    }
  }

  return { state, formAction, pending, validate, errors: clientErrors ?? state.fields };
}
