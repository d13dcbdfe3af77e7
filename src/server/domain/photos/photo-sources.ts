import type { PhotoVariant } from '../../db/schema';
import { getStorage } from '../../integrations/storage/storage';

/** What an <img> needs: a default source, a WebP srcset and the intrinsic size. */
export interface PhotoSources {
  src: string;
  srcSet: string;
  avifSrcSet: string | null;
  width: number;
  height: number;
}

/**
 * The private route that serves a message photo's variant to the conversation's participants
 * (src/app/api/message-photos): the photo's id and the variant's file name.
 */
export const messagePhotoUrl = (photoId: string, key: string) =>
  `/api/message-photos/${photoId}/${key.slice(key.lastIndexOf('/') + 1)}`;

/**
 * Turns stored variants into responsive image sources (smallest WebP as the default); `urlOf`
 * addresses a variant (the storage's public address unless the photo is private).
 */
export function photoSources(
  variants: PhotoVariant[],
  width: number,
  height: number,
  urlOf: (key: string) => string = (key) => getStorage().url(key),
): PhotoSources {
  const byWidth = [...variants].sort((a, b) => a.width - b.width);
  const webp = byWidth.filter((v) => v.format === 'webp');
  const avif = byWidth.filter((v) => v.format === 'avif');
  const fallback = webp[0] ?? byWidth[0]!;
  const srcSet = (list: PhotoVariant[]) =>
    list.map((v) => `${urlOf(v.key)} ${v.width}w`).join(', ');
  return {
    src: urlOf(fallback.key),
    srcSet: srcSet(webp),
    avifSrcSet: avif.length ? srcSet(avif) : null,
    width: width || fallback.width,
    height: height || fallback.height,
  };
}
