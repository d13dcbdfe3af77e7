import type { GalleryPhoto } from '@/components/listings/photo-gallery-picture';
import { largestWebp } from '@/components/photos/largest-webp';
import type { PhotoSources } from '@/server/domain/photos/photo-sources';

export function galleryPhotos(photos: PhotoSources[]): GalleryPhoto[] {
  return photos.map((photo) => ({ ...photo, fullSrc: largestWebp(photo).url }));
}
