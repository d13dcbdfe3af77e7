import { preload } from 'react-dom';

interface PictureSources {
  src: string;
  srcSet: string;
  avifSrcSet: string | null;
}

/**
 * Asks for a page's largest photo from the document's head, before the scripts. React does
 * not preload an <img> inside a <picture> itself (the browser picks among the sources), so
 * the preload names the source the browser would pick: AVIF where it has it (a browser
 * without AVIF skips a preload of that type and takes the WebP from the picture), else WebP.
 */
export function preloadPicture(photo: PictureSources, sizes: string): void {
  const avif = photo.avifSrcSet;
  preload(avif ? avif.split(' ', 1)[0]! : photo.src, {
    as: 'image',
    ...(avif && { type: 'image/avif' }),
    imageSrcSet: avif ?? photo.srcSet,
    imageSizes: sizes,
    fetchPriority: 'high',
  });
}
