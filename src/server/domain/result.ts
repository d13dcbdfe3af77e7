/**
 * An expected outcome of a use case: success with its values, or a refusal whose `code` is the
 * message key under `Errors.` (and a GraphQL result union's refusal code). Unexpected failures,
 * missing rights and unknown ids still throw.
 */
export type Result<T extends object, Code extends string> =
  ({ ok: true } & T) | { ok: false; code: Code };

export const succeed = <T extends object>(value: T) => ({ ok: true as const, ...value });

export const refuse = <Code extends string>(code: Code) => ({ ok: false as const, code });
