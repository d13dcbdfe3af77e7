import type { photos } from '../../db/schema';
import { messagePhotoUrl, photoSources } from './photo-sources';

/** One photo as the owner's editor shows it: sources for <picture>, its place and cover flag. */
export interface PhotoView {
  id: string;
  /** 0 is the first photo (for a listing, its cover). */
  position: number;
  width: number;
  height: number;
  /** Smallest WebP variant, for browsers that ignore srcset. */
  src: string;
  /** WebP variants with their widths (`/media/... 320w, ...`). */
  srcSet: string;
  avifSrcSet: string | null;
  /** `#rrggbb` shown while the image loads. */
  dominantColor: string | null;
  isCover: boolean;
}

export type PhotoRow = typeof photos.$inferSelect;

/**
 * The editor's view of a stored photo; `coverPhotoId` is the listing's cover, if any. A message
 * photo is addressed through its private route.
 */
export function toPhotoView(
  row: Pick<
    PhotoRow,
    'id' | 'kind' | 'position' | 'width' | 'height' | 'variants' | 'dominantColor'
  >,
  coverPhotoId: string | null = null,
): PhotoView {
  const sources = photoSources(
    row.variants,
    row.width,
    row.height,
    row.kind === 'message' ? (key) => messagePhotoUrl(row.id, key) : undefined,
  );
  return {
    id: row.id,
    position: row.position,
    width: sources.width,
    height: sources.height,
    src: sources.src,
    srcSet: sources.srcSet,
    avifSrcSet: sources.avifSrcSet,
    dominantColor: row.dominantColor,
    isCover: coverPhotoId !== null && row.id === coverPhotoId,
  };
}
