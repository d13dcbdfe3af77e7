import { and, count, desc, eq, exists } from 'drizzle-orm';
import { z } from 'zod';
import { findBreed } from '@/reference/breeds';
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
});

/** Kennels with a public (paid) profile, newest first, optionally of one breed. */
export async function findBreeders(ctx: RequestContext, input: z.input<typeof inputSchema>) {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError({ page: 'Errors.VALIDATION' });
  const { breedKey, page } = parsed.data;
  if (breedKey && !findBreed(breedKey)) throw new ValidationError({ breed: 'Errors.NOT_FOUND' });
  const where = and(
    eq(kennels.hasProfile, true),
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
      .orderBy(desc(kennels.createdAt), desc(kennels.id))
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
