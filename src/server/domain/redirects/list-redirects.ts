import { asc, desc, ilike, or } from 'drizzle-orm';
import { z } from 'zod';
import type { ListParams, ListSpec } from '@/server/admin/list-params';
import { redirects } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireRole } from '../auth/require-role';
import { REDIRECT_KEEPERS } from './redirect-input';

export const REDIRECT_LIST = {
  sorts: ['from', 'hits', 'updated'] as const,
  defaultSort: 'updated' as const,
  defaultDir: 'desc' as const,
  filters: { q: z.string().max(200) },
} satisfies ListSpec<string, z.ZodRawShape>;

export type RedirectListParams = ListParams<(typeof REDIRECT_LIST.sorts)[number], { q?: string }>;

const SORTS = { from: redirects.fromPath, hits: redirects.hits, updated: redirects.updatedAt };

/** A page of redirects, found by a part of either path (ADMIN, ADMINM). */
export async function listRedirects(
  ctx: RequestContext,
  params: Pick<RedirectListParams, 'filters' | 'sort' | 'dir' | 'offset' | 'pageSize'>,
) {
  requireRole(ctx, REDIRECT_KEEPERS, 'list redirects');
  const order = params.dir === 'asc' ? asc : desc;
  const q = params.filters.q?.replace(/[%_\\]/g, (c) => `\\${c}`);
  return ctx.db
    .select()
    .from(redirects)
    .where(
      q ? or(ilike(redirects.fromPath, `%${q}%`), ilike(redirects.toPath, `%${q}%`)) : undefined,
    )
    .orderBy(order(SORTS[params.sort]), asc(redirects.id))
    .limit(params.pageSize)
    .offset(params.offset);
}
