import type { PhotoSources } from '@/server/domain/photos/photo-sources';

export interface LargestPhoto {
  url: string;
  width: number;
  height: number;
}

/**
 * The largest WebP variant of a photo, for share cards, structured data and "open the
 * photo". PhotoSources keeps variants only as a srcset ("url 1440w, ..."), so it is read back
 * from there; keys never contain spaces or commas (storage.ts KEY_PATTERN).
 */
export function largestWebp(photo: PhotoSources): LargestPhoto {
  let best: { url: string; width: number } | null = null;
  for (const candidate of photo.srcSet.split(',')) {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    const width = Number.parseInt(descriptor ?? '', 10);
    if (url && Number.isFinite(width) && (!best || width > best.width)) best = { url, width };
  }
  if (!best) return { url: photo.src, width: photo.width, height: photo.height };
  return {
    url: best.url,
    width: best.width,
    height: Math.round((best.width * photo.height) / photo.width),
  };
}
