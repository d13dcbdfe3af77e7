import type { ObjectRef } from '@pothos/core';
import { builder, type AppSchemaTypes } from '../builder';

type SuccessRef<T extends object> = ObjectRef<AppSchemaTypes, T>;

/**
 * `<Name>Result = <success type> | <Name>Refusal`: an expected refusal of a use case is an
 * answer with a typed code (the message key under `Errors.`), as Vendure's error results are;
 * unexpected failures and missing rights stay GraphQL errors.
 */
export function refusalUnion<T extends object, const Code extends string>(
  name: string,
  success: SuccessRef<T>,
  codes: readonly Code[],
) {
  const CodeEnum = builder.enumType(`${name}RefusalCode`, { values: codes });
  const Refusal = builder.objectRef<{ ok: false; code: Code }>(`${name}Refusal`).implement({
    description: `Why ${name} was refused; the code is the message key under Errors.`,
    fields: (t) => ({
      code: t.field({ type: CodeEnum, resolve: (r) => r.code as never }),
    }),
  });
  return builder.unionType(`${name}Result`, {
    types: [success, Refusal],
    resolveType: (value) => ((value as { ok?: boolean }).ok === false ? Refusal : success),
  });
}
