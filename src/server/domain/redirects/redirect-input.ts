import { sql } from 'drizzle-orm';
import { env } from '@/env';
import { chainProblem, normalizeRedirectPath, type RedirectRule } from '@/redirects/redirect-rules';
import type { Executor } from '../../db/client';
import { redirects } from '../../db/schema';
import type { RequestContext } from '../../context';
import { ValidationError } from '../errors';
import { loadRedirectRules } from '../../redirects/redirect-sync';

/** Redirects are kept by the money and site roles (ADMINM; ADMIN passes every check). */
export const REDIRECT_KEEPERS = ['ADMINM'] as const;

export interface RedirectInput {
  fromPath: string;
  toPath: string;
  statusCode: string | number;
  match: string;
}

/** The field and message key of the first problem of one redirect, or the rule to save. */
export function parseRedirect(
  input: RedirectInput,
  id: string,
): { rule: RedirectRule } | { field: string; code: string } {
  const origin = new URL(env.SITE_URL).origin;
  const from = normalizeRedirectPath(String(input.fromPath ?? ''), origin);
  if ('problem' in from) return { field: 'fromPath', code: from.problem };
  const to = normalizeRedirectPath(String(input.toPath ?? ''), origin, true);
  if ('problem' in to) return { field: 'toPath', code: to.problem };
  const status = Number(input.statusCode);
  if (status !== 301 && status !== 302) return { field: 'statusCode', code: 'statusInvalid' };
  if (input.match !== 'exact' && input.match !== 'prefix') {
    return { field: 'match', code: 'matchInvalid' };
  }
  return {
    rule: { id, fromPath: from.path, toPath: to.path, statusCode: status, match: input.match },
  };
}

/** Throws the problem of a parsed redirect as a field error. */
export function ruleOrThrow(parsed: ReturnType<typeof parseRedirect>): RedirectRule {
  if ('field' in parsed) throw new ValidationError({ [parsed.field]: parsed.code });
  return parsed.rule;
}

/**
 * The redirects as they stand inside a transaction, with the table locked against other
 * writers so two saves cannot together make a chain that each alone would not.
 */
export async function lockedRules(tx: Executor): Promise<RedirectRule[]> {
  await tx.execute(sql`lock table ${redirects} in share row exclusive mode`);
  return loadRedirectRules(tx);
}

/** Refuses a rule that would make a loop or a chain of two hops, or reuse a source. */
export function assertOneHop(rules: readonly RedirectRule[], rule: RedirectRule): void {
  const problem = chainProblem(rules, rule);
  if (problem)
    throw new ValidationError({ [problem === 'fromTaken' ? 'fromPath' : 'toPath']: problem });
}

/** Tells every app process to reload its redirects (after the change is committed). */
export async function announceRedirects(ctx: RequestContext): Promise<void> {
  await ctx.events.publish('redirectsChanged', { at: ctx.now().toISOString() });
}
