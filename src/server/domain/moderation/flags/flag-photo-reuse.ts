import { and, arrayOverlaps, eq, isNotNull, ne } from 'drizzle-orm';
import { kennels, listings, photos } from '../../../db/schema';
import type { RequestContext } from '../../../context';
import { openCase } from '../open-case';
import { hammingDistance, SAME_PICTURE_MAX_DISTANCE } from '../photo-likeness';

/** How many band-sharing photos are Hamming-checked at most (the lookup's bound). */
const MAX_CANDIDATES = 200;

/**
 * Flags a listing photo that is the same picture as a photo of another account's listing:
 * candidates share at least one hash band (GIN index), then the whole 64-bit hashes must be
 * within SAME_PICTURE_MAX_DISTANCE. Answers whether it flagged.
 */
export async function flagPhotoReuse(ctx: RequestContext, input: { photoId: string }) {
  const [photo] = await ctx.db
    .select({
      ownerId: photos.ownerId,
      listingId: photos.subjectId,
      hash: photos.perceptualHash,
      bands: photos.hashBands,
    })
    .from(photos)
    .where(and(eq(photos.id, input.photoId), eq(photos.kind, 'listing')));
  if (!photo?.hash || !photo.bands || !photo.listingId) return false;
  const candidates = await ctx.db
    .select({
      id: photos.id,
      hash: photos.perceptualHash,
      listingId: listings.id,
      listingTitle: listings.title,
      kennelName: kennels.name,
    })
    .from(photos)
    .innerJoin(listings, eq(listings.id, photos.subjectId))
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(
      and(
        arrayOverlaps(photos.hashBands, photo.bands),
        eq(photos.kind, 'listing'),
        ne(photos.ownerId, photo.ownerId),
        isNotNull(photos.perceptualHash),
      ),
    )
    .limit(MAX_CANDIDATES);
  const match = candidates
    .map((candidate) => ({ ...candidate, distance: hammingDistance(photo.hash!, candidate.hash!) }))
    .filter((candidate) => candidate.distance <= SAME_PICTURE_MAX_DISTANCE)
    .sort((a, b) => a.distance - b.distance)[0];
  if (!match) return false;
  const details = `Photo ${input.photoId} is the same picture (${match.distance} of 64 bits differ) as photo ${match.id} of "${match.listingTitle}" by ${match.kennelName} (listing ${match.listingId}).`;
  await openCase(
    ctx.db,
    { targetType: 'listing', targetId: photo.listingId },
    { source: 'flag', flagKind: 'photo_reused', details },
    ctx.now(),
  );
  return true;
}
