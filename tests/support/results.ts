/** The success of a use case's result; a refusal fails the test with its code. */
export function ok<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`Refused: ${(result as { code?: string }).code}`);
  return result as Extract<T, { ok: true }>;
}
