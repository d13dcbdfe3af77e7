import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { redirects } from '../../db/schema';
import type { RequestContext } from '../../context';
import { recordAdminAction } from '../admin/audit-log';
import { requireRole } from '../auth/require-role';
import { NotFoundError } from '../errors';
import {
  REDIRECT_KEEPERS,
  announceRedirects,
  assertOneHop,
  lockedRules,
  parseRedirect,
  ruleOrThrow,
  type RedirectInput,
} from './redirect-input';

/**
 * Creates a redirect, or changes one when `id` is given. Refuses malformed paths, targets on
 * other hosts, loops and chains longer than one hop; every process reloads after it.
 */
export async function saveRedirect(ctx: RequestContext, input: RedirectInput & { id?: string }) {
  const admin = requireRole(ctx, REDIRECT_KEEPERS, 'save a redirect');
  if (input.id !== undefined && !z.uuid().safeParse(input.id).success) {
    throw new NotFoundError('Redirect');
  }
  const id = input.id ?? randomUUID();
  const rule = ruleOrThrow(parseRedirect(input, id));
  const saved = await ctx.db.transaction(async (tx) => {
    const rules = await lockedRules(tx);
    const before = input.id ? rules.find((r) => r.id === input.id) : undefined;
    if (input.id && !before) throw new NotFoundError('Redirect');
    assertOneHop(rules, rule);
    const now = ctx.now();
    const values = { ...rule, updatedAt: now };
    if (before) await tx.update(redirects).set(values).where(eq(redirects.id, id));
    else await tx.insert(redirects).values({ ...values, createdAt: now });
    await recordAdminAction(
      tx,
      admin,
      {
        action: before ? 'redirect.update' : 'redirect.create',
        targetType: 'redirect',
        targetId: id,
        before: before ?? null,
        after: rule,
      },
      now,
    );
    return rule;
  });
  await announceRedirects(ctx);
  return saved;
}
