import type { AccountFormState } from '@/components/accounts/account-form-state';
import { DomainError } from '@/server/domain/errors';

/**
 * Field → message key of a refused use case: the error's own fields, or `{ form: code }` when it
 * names none (a missing right, an unknown id). Anything but a DomainError is rethrown, so
 * unexpected failures reach the error page instead of a form.
 */
export function domainErrorFields(error: unknown): Record<string, string> {
  if (!(error instanceof DomainError)) throw error;
  return Object.keys(error.fields).length > 0 ? { ...error.fields } : { form: error.code };
}

/** The form state a server action answers when its use case refused: `state` plus the errors. */
export function formStateFromError(
  error: unknown,
  state: Omit<AccountFormState, 'fields'> = { values: {} },
): AccountFormState {
  return { ...state, fields: domainErrorFields(error) };
}
