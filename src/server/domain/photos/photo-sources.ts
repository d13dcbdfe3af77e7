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

/** Turns stored variants into responsive image sources (smallest WebP as the default). */
export function photoSources(
  variants: PhotoVariant[],
  width: number,
  height: number,
): PhotoSources {
  const storage = getStorage();
  const byWidth = [...variants].sort((a, b) => a.width - b.width);
  const webp = byWidth.filter((v) => v.format === 'webp');
  const avif = byWidth.filter((v) => v.format === 'avif');
  const fallback = webp[0] ?? byWidth[0]!;
  const srcSet = (list: PhotoVariant[]) =>
    list.map((v) => `${storage.url(v.key)} ${v.width}w`).join(', ');
  return {
    src: storage.url(fallback.key),
    srcSet: srcSet(webp),
    avifSrcSet: avif.length ? srcSet(avif) : null,
    width: width || fallback.width,
    height: height || fallback.height,
  };
}
