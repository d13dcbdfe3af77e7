import { preloadPicture } from '@/components/photos/preload-picture';
import type { PhotoSources } from '@/server/domain/photos/photo-sources';

/** A stored photo plus the URL of its largest WebP variant (what "open the photo" links to). */
export interface GalleryPhoto extends PhotoSources {
  fullSrc: string;
}

interface Props {
  photo: PhotoSources;
  alt: string;
  sizes: string;
  /** The ad's first photo is the page's largest contentful paint: fetched first, never lazily. */
  priority?: boolean;
  /** Off-screen until the visitor asks (thumbnails). */
  lazy?: boolean;
  className?: string;
}

/** AVIF where the browser has it, WebP otherwise, with the intrinsic size against layout shift. */
export function GalleryPicture({
  photo,
  alt,
  sizes,
  priority = false,
  lazy = false,
  className,
}: Props) {
  if (priority) preloadPicture(photo, sizes);
  return (
    <picture>
      {photo.avifSrcSet && <source type="image/avif" srcSet={photo.avifSrcSet} sizes={sizes} />}
      <source type="image/webp" srcSet={photo.srcSet} sizes={sizes} />
      <img
        src={photo.src}
        srcSet={photo.srcSet}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={alt}
        className={className}
        fetchPriority={priority ? 'high' : undefined}
        loading={lazy && !priority ? 'lazy' : undefined}
        decoding={priority ? undefined : 'async'}
      />
    </picture>
  );
}
