import sharp from 'sharp';
import type { PhotoVariant, photos } from '../schema';
import type { FileStorage } from '@/server/integrations/storage/file-storage';
import type { DogArt } from './dog-face';
import { buildDogSvg } from './dog-svg';
import { buildLogoSvg } from './logo-svg';
import { Random } from './random';

/** A rendered demo image: its stored variants, largest last, and the figures of its photos rows. */
export interface DemoImage {
  variants: PhotoVariant[];
  width: number;
  height: number;
  bytes: number;
  dominantColor: string;
}

/** Bump when the drawings change, so stale files under old keys are never reused. */
const ART_VERSION = 1;
const QUALITY = 70;
// The widths a real upload gets up to 960 px (VARIANT_WIDTHS), so a browser chooses among the
// same steps as for a breeder's photo (a 412 px phone at 1.5× takes 640 px, not 960).
const PHOTO_SIZES = [
  [320, 240],
  [640, 480],
  [960, 720],
] as const;
const LARGEST_PHOTO = PHOTO_SIZES[2];
const LOGO_SIZES = [160, 320] as const;

async function storeVariants(
  storage: FileStorage,
  art: DogArt,
  baseKey: string,
  sizes: readonly (readonly [number, number])[],
): Promise<DemoImage> {
  const largest = sizes[sizes.length - 1]!;
  const master = sharp(Buffer.from(art.svg)).resize(largest[0], largest[1]);
  const variants: PhotoVariant[] = [];
  for (const [width, height] of sizes) {
    const key = `${baseKey}-${width}.webp`;
    let body = (await storage.get(key))?.body;
    if (!body) {
      body = await master
        .clone()
        .resize(width, height)
        .webp({ quality: QUALITY, effort: 2 })
        .toBuffer();
      await storage.put(key, body, 'image/webp');
    }
    variants.push({ width, height, format: 'webp', key, bytes: body.length });
  }
  return {
    variants,
    width: largest[0],
    height: largest[1],
    bytes: variants[variants.length - 1]!.bytes,
    dominantColor: art.dominantColor,
  };
}

/** The dog photo number `index` of a seed: always the same drawing, stored under a stable key. */
export function renderDogPhoto(
  storage: FileStorage,
  seed: number,
  index: number,
): Promise<DemoImage> {
  const art = buildDogSvg(
    Random.derive(seed, 'dog-photo', index),
    LARGEST_PHOTO[0],
    LARGEST_PHOTO[1],
  );
  return storeVariants(storage, art, `demo/v${ART_VERSION}/s${seed}/dog-${index}`, PHOTO_SIZES);
}

/** The square kennel logo number `index` of a seed. */
export function renderKennelLogo(
  storage: FileStorage,
  seed: number,
  index: number,
): Promise<DemoImage> {
  const size = LOGO_SIZES[1];
  const art = buildLogoSvg(Random.derive(seed, 'logo', index), size);
  return storeVariants(
    storage,
    art,
    `demo/v${ART_VERSION}/s${seed}/logo-${index}`,
    LOGO_SIZES.map((s) => [s, s] as const),
  );
}

export interface ImagePool {
  photos: DemoImage[];
  logos: DemoImage[];
}

/**
 * Renders a fixed pool of photos and logos once; rows reuse their keys, so seeding a million
 * listings costs no more image work than seeding a hundred.
 */
export async function renderImagePool(
  storage: FileStorage,
  options: {
    seed: number;
    photos: number;
    logos: number;
    onProgress?: (done: number, total: number) => void;
  },
): Promise<ImagePool> {
  const total = options.photos + options.logos;
  const jobs: (() => Promise<DemoImage>)[] = [
    ...Array.from(
      { length: options.photos },
      (_, i) => () => renderDogPhoto(storage, options.seed, i),
    ),
    ...Array.from(
      { length: options.logos },
      (_, i) => () => renderKennelLogo(storage, options.seed, i),
    ),
  ];
  const results: DemoImage[] = new Array<DemoImage>(total);
  let next = 0;
  let done = 0;
  // libvips is multi-threaded already; a few jobs in flight keep its threads busy.
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
      done++;
      if (done % 8 === 0 || done === total) options.onProgress?.(done, total);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { photos: results.slice(0, options.photos), logos: results.slice(options.photos) };
}

export type PhotoRow = typeof photos.$inferInsert;

/** A photos row that points at a pooled image: many rows may share one set of stored files. */
export function toPhotoRow(
  image: DemoImage,
  row: Pick<PhotoRow, 'id' | 'ownerId' | 'kind' | 'subjectId' | 'position' | 'createdAt'>,
): PhotoRow {
  return {
    ...row,
    width: image.width,
    height: image.height,
    bytes: image.bytes,
    dominantColor: image.dominantColor,
    variants: image.variants,
  };
}
