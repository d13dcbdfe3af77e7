import { eq, inArray } from 'drizzle-orm';
import { kennels, listings, photos } from '../../db/schema';
import type { RequestContext } from '../../context';
import { photoSources, type PhotoSources } from '../photos/photo-sources';
import { requireModerator } from './moderation-roles';

/** One photo of a reuse flag as the case page shows it, with the ad and kennel it belongs to. */
export interface EvidencePhoto extends PhotoSources {
  id: string;
  listingId: string | null;
  listingTitle: string | null;
  kennelName: string | null;
}

export interface PhotoReusePair {
  flagged: EvidencePhoto;
  original: EvidencePhoto;
  /** How many of the 64 hash bits differ. */
  distance: number;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
// The sentence flagPhotoReuse writes: "Photo A is the same picture (N of 64 bits differ) as photo B …".
const REUSE_LINE = new RegExp(
  `^Photo (${UUID}) is the same picture \\((\\d+) of 64 bits differ\\) as photo (${UUID})`,
);

/** The photo pairs a case's reuse flags name, parsed from its flag details. */
export function parsePhotoReuse(details: string | null) {
  return (details ?? '').split('\n').flatMap((line) => {
    const match = REUSE_LINE.exec(line.trim());
    return match
      ? [{ flaggedId: match[1]!, distance: Number(match[2]), originalId: match[3]! }]
      : [];
  });
}

/**
 * The two pictures behind each "photo reused" flag of a case, side by side for the moderator:
 * the flagged ad's photo and the other kennel's. A pair whose photo was deleted since is left out.
 */
export async function findPhotoReuseEvidence(
  ctx: RequestContext,
  input: { flagDetails: string | null },
): Promise<PhotoReusePair[]> {
  requireModerator(ctx, 'see a case’s evidence');
  const pairs = parsePhotoReuse(input.flagDetails);
  if (pairs.length === 0) return [];
  const ids = [...new Set(pairs.flatMap((pair) => [pair.flaggedId, pair.originalId]))];
  const rows = await ctx.db
    .select({
      id: photos.id,
      variants: photos.variants,
      width: photos.width,
      height: photos.height,
      listingId: listings.id,
      listingTitle: listings.title,
      kennelName: kennels.name,
    })
    .from(photos)
    .leftJoin(listings, eq(listings.id, photos.subjectId))
    .leftJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(inArray(photos.id, ids));
  const byId = new Map(
    rows.map(({ variants, width, height, ...row }) => [
      row.id,
      { ...row, ...photoSources(variants, width, height) },
    ]),
  );
  return pairs.flatMap((pair) => {
    const flagged = byId.get(pair.flaggedId);
    const original = byId.get(pair.originalId);
    return flagged && original ? [{ flagged, original, distance: pair.distance }] : [];
  });
}
