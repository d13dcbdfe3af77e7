import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { findBreed } from '@/reference/breeds';
import { listings } from '../../db/schema';
import type { RequestContext } from '../../context';
import { ValidationError } from '../errors';
import { isActiveOfKinds, selectListingSummaries, type ListingSummary } from './listing-summary';

export const PAGE_SIZE = 12;

const inputSchema = z.object({
  breedKey: z.string().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export interface ListingSearchResult {
  items: ListingSummary[];
  total: number;
  page: number;
  pageCount: number;
}

/** Active puppies and adult dogs for sale, newest first, 12 per page. */
export async function searchListings(
  ctx: RequestContext,
  input: z.input<typeof inputSchema>,
): Promise<ListingSearchResult> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError({ page: 'Errors.VALIDATION' });
  const { breedKey, page } = parsed.data;
  if (breedKey && !findBreed(breedKey)) throw new ValidationError({ breed: 'Errors.NOT_FOUND' });
  const where = and(
    isActiveOfKinds(['puppy', 'adult']),
    breedKey ? eq(listings.breedKey, breedKey) : undefined,
  );
  const [items, [totals]] = await Promise.all([
    selectListingSummaries(ctx.db, where, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    ctx.db.select({ total: count() }).from(listings).where(where),
  ]);
  const total = totals?.total ?? 0;
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}
