/** What an account form's server action answers: field → message key, and values to keep. */
export interface AccountFormState {
  fields: Record<string, string>;
  values: Record<string, string>;
  /** Set when the action succeeded (e.g. the address a confirmation went to). */
  done?: string;
}

export const EMPTY_FORM_STATE: AccountFormState = { fields: {}, values: {} };
