import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { complaints } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireRole } from '../auth/require-role';
import { ValidationError } from '../errors';
import { COMPLAINT_STATUSES } from './complaint-states';
import { selectComplaintViews, type AdminComplaintView } from './complaint-view';

export const ADMIN_COMPLAINTS_PAGE_SIZE = 20;

const inputSchema = z.object({
  status: z.enum(COMPLAINT_STATUSES).optional().nullable(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export interface AdminComplaintPage {
  items: AdminComplaintView[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * Every buyer's complaints for the admin area, newest first, optionally in one state, with
 * author, dog and photos: ADMIN or ADMINV with a second factor.
 */
export async function findComplaintsForAdmin(
  ctx: RequestContext,
  input: { status?: string | null; page?: number | string } = {},
): Promise<AdminComplaintPage> {
  requireRole(ctx, ['ADMINV'], 'read complaints');
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) {
    throw new ValidationError({ [String(parsed.error.issues[0]?.path[0] ?? 'form')]: 'required' });
  }
  const { status, page } = parsed.data;
  const where = status ? eq(complaints.status, status) : undefined;
  const [counted] = await ctx.db.select({ n: count() }).from(complaints).where(where);
  const items = await selectComplaintViews(ctx.db, where, {
    limit: ADMIN_COMPLAINTS_PAGE_SIZE,
    offset: (page - 1) * ADMIN_COMPLAINTS_PAGE_SIZE,
  });
  return { items, total: counted?.n ?? 0, page, pageSize: ADMIN_COMPLAINTS_PAGE_SIZE };
}
