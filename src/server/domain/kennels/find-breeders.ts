import { and, count, eq, exists, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { findBreed } from '@/reference/breeds';
import { NON_PRICE_SORTS, type Sort } from '@/validation/search';
import { kennelBreeds, kennels, photos } from '../../db/schema';
import { photoSources, type PhotoSources } from '../photos/photo-sources';
import type { RequestContext } from '../../context';
import { ValidationError } from '../errors';

export const BREEDERS_PAGE_SIZE = 12;

export interface BreederSummary {
  id: string;
  slug: string;
  name: string;
  countryCode: string;
  city: string | null;
  isVerified: boolean;
  ratingAverage: number | null;
  ratingCount: number;
  foundedYear: number | null;
  logo: PhotoSources | null;
}

const inputSchema = z.object({
  breedKey: z.string().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  // Like the search's query string: an unknown country or order (a price order: kennels have
  // no price) is ignored, not an error.
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .catch(undefined),
  sort: z.enum(NON_PRICE_SORTS).default('dateDesc').catch('dateDesc'),
});
export type BreederSort = (typeof NON_PRICE_SORTS)[number];

export interface FindBreedersInput {
  breedKey?: string;
  countryCode?: string;
  sort?: Sort;
  page?: number;
}

/**
 * ORDER BY per sort. A kennel's "age" is its founding year: youngest = founded most recently;
 * kennels that give no year come last either way. Dates are when the kennel joined the site.
 */
const ORDERS: Record<BreederSort, SQL[]> = {
  dateDesc: [sql`${kennels.createdAt} desc`, sql`${kennels.id} desc`],
  dateAsc: [sql`${kennels.createdAt} asc`, sql`${kennels.id} asc`],
  ageAsc: [sql`${kennels.foundedYear} desc nulls last`, sql`${kennels.id} desc`],
  ageDesc: [sql`${kennels.foundedYear} asc nulls last`, sql`${kennels.id} asc`],
};

/**
 * Kennels with a public (paid) profile, optionally of one breed and one country, newest on
 * the site first unless another non-price order is chosen; 12 per page.
 */
export async function findBreeders(ctx: RequestContext, input: FindBreedersInput) {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError({ page: 'Errors.VALIDATION' });
  const { breedKey, page, countryCode, sort } = parsed.data;
  if (breedKey && !findBreed(breedKey)) throw new ValidationError({ breed: 'Errors.NOT_FOUND' });
  const where = and(
    eq(kennels.hasProfile, true),
    isNull(kennels.hiddenAt),
    countryCode ? eq(kennels.countryCode, countryCode) : undefined,
    breedKey
      ? exists(
          ctx.db
            .select({ one: kennelBreeds.kennelId })
            .from(kennelBreeds)
            .where(and(eq(kennelBreeds.kennelId, kennels.id), eq(kennelBreeds.breedKey, breedKey))),
        )
      : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select({ kennel: kennels, logo: photos.variants })
      .from(kennels)
      .leftJoin(photos, eq(photos.id, kennels.logoPhotoId))
      .where(where)
      .orderBy(...ORDERS[sort])
      .limit(BREEDERS_PAGE_SIZE)
      .offset((page - 1) * BREEDERS_PAGE_SIZE),
    ctx.db.select({ total: count() }).from(kennels).where(where),
  ]);
  const items: BreederSummary[] = rows.map(({ kennel, logo }) => ({
    id: kennel.id,
    slug: kennel.slug,
    name: kennel.name,
    countryCode: kennel.countryCode,
    city: kennel.city,
    isVerified: kennel.isVerified,
    ratingAverage: kennel.ratingAverage === null ? null : Number(kennel.ratingAverage),
    ratingCount: kennel.ratingCount,
    foundedYear: kennel.foundedYear,
    logo: logo ? photoSources(logo, 0, 0) : null,
  }));
  const total = totals?.total ?? 0;
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / BREEDERS_PAGE_SIZE)) };
}
