import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { redirects } from '../../db/schema';
import type { RequestContext } from '../../context';
import { recordAdminAction } from '../admin/audit-log';
import { requireRole } from '../auth/require-role';
import { NotFoundError } from '../errors';
import { REDIRECT_KEEPERS, announceRedirects } from './redirect-input';

/** Deletes a redirect (its path then answers as any other); the log keeps what it was. */
export async function deleteRedirect(ctx: RequestContext, input: { id: string }) {
  const admin = requireRole(ctx, REDIRECT_KEEPERS, 'delete a redirect');
  if (!z.uuid().safeParse(input.id).success) throw new NotFoundError('Redirect');
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx.delete(redirects).where(eq(redirects.id, input.id)).returning();
    if (!removed) throw new NotFoundError('Redirect');
    await recordAdminAction(
      tx,
      admin,
      {
        action: 'redirect.delete',
        targetType: 'redirect',
        targetId: input.id,
        before: {
          fromPath: removed.fromPath,
          toPath: removed.toPath,
          statusCode: removed.statusCode,
          match: removed.match,
          hits: removed.hits,
        },
      },
      ctx.now(),
    );
  });
  await announceRedirects(ctx);
}
