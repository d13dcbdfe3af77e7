import type { z } from 'zod/mini';

/** Field name → message key, first problem per field (from zod or zod/mini). */
export function fieldErrors(error: Pick<z.core.$ZodError, 'issues'>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    fields[field] ??= issue.message;
  }
  return fields;
}
