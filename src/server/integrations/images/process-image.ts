import sharp, { type SharpOptions } from 'sharp';
import { perceptualHash } from './perceptual-hash';
import { canDecode, SHARP_FORMAT, sniffImageType, type ImageType } from './sniff-image-type';

/** Larger uploads are refused before any decoding; phone photos are 2–8 MB. */
export const MAX_INPUT_BYTES = 15 * 1024 * 1024;
/** Refused from the header alone, so a small file that inflates to gigabytes is never decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Widths of the responsive variants; the largest is capped by the original (no upscaling). */
export const VARIANT_WIDTHS = [320, 640, 960, 1440] as const;
const MAX_VARIANT_WIDTH = Math.max(...VARIANT_WIDTHS);

const WEBP_OPTIONS = { quality: 78, effort: 4 } as const;
// Effort 2 keeps AVIF encoding within a few times WebP's cost; 4:2:0 suits photos and is smaller.
const AVIF_OPTIONS = { quality: 50, effort: 2, chromaSubsampling: '4:2:0' } as const;
// 'error' refuses truncated or corrupt data but tolerates the warnings many camera JPEGs raise.
const SOURCE_OPTIONS: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' };

export type ImageRejectionReason =
  | 'empty'
  | 'tooLarge'
  | 'tooManyPixels'
  | 'unsupportedType'
  /** The bytes start like an accepted type but do not decode (truncated, corrupt, disguised). */
  | 'unreadable';

/** An upload that is not an acceptable image; `reason` says why. */
export class ImageRejected extends Error {
  constructor(
    readonly reason: ImageRejectionReason,
    detail: string,
  ) {
    super(`Image rejected (${reason}): ${detail}`);
    this.name = 'ImageRejected';
  }
}

export interface ImageVariant {
  width: number;
  height: number;
  format: 'webp' | 'avif';
  bytes: number;
  body: Buffer;
}

export interface ProcessedImage {
  /** Size of the upright original. */
  width: number;
  height: number;
  sourceType: ImageType;
  /** Smallest first; each width once as WebP and once as AVIF. */
  variants: ImageVariant[];
  /** `#rrggbb`, shown while the image loads. */
  dominantColor: string;
  /** The 64-bit perceptual hash, for finding the same picture uploaded elsewhere. */
  perceptualHash: bigint;
}

/** The variant widths for an upright image `width` pixels wide, largest last. */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, MAX_VARIANT_WIDTH);
  // A step within 10% of the largest would add bytes to store, not sharpness to show.
  return [...VARIANT_WIDTHS.filter((w) => w <= largest * 0.9), largest];
}

const hex = (value: number) => value.toString(16).padStart(2, '0');

function decodeFailure(error: unknown): ImageRejected {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('pixel limit')) return new ImageRejected('tooManyPixels', message);
  return new ImageRejected('unreadable', message);
}

/** Refuses what is not an acceptable image, judging by the bytes and the header only. */
async function checkInput(
  bytes: Buffer,
): Promise<{ type: ImageType; width: number; height: number }> {
  if (bytes.length === 0) throw new ImageRejected('empty', 'no bytes');
  if (bytes.length > MAX_INPUT_BYTES) {
    throw new ImageRejected('tooLarge', `${bytes.length} bytes > ${MAX_INPUT_BYTES}`);
  }
  const type = sniffImageType(bytes);
  if (!type) throw new ImageRejected('unsupportedType', 'not JPEG, PNG, WebP, AVIF or HEIC');
  if (!canDecode(type)) throw new ImageRejected('unsupportedType', `${type} cannot be decoded`);
  const metadata = await sharp(bytes, SOURCE_OPTIONS)
    .metadata()
    .catch((error: unknown) => {
      throw decodeFailure(error);
    });
  if (metadata.format !== SHARP_FORMAT[type]) {
    throw new ImageRejected('unreadable', `looks like ${type}, decodes as ${metadata.format}`);
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new ImageRejected('tooManyPixels', `${metadata.width}x${metadata.height}`);
  }
  // Width and height of the upright image, as shown once EXIF orientation is applied.
  return { type, ...metadata.autoOrient };
}

/**
 * Checks an uploaded image and renders its variants once: upright (EXIF orientation applied),
 * converted to sRGB, with no metadata at all (no EXIF, GPS, XMP, IPTC or ICC profile).
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const source = await checkInput(bytes);
  // Decode once, at the largest size any variant needs; every variant is resized from this.
  const master = await sharp(bytes, SOURCE_OPTIONS)
    .autoOrient()
    .resize({ width: MAX_VARIANT_WIDTH, withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw decodeFailure(error);
    });
  const raw = {
    raw: { width: master.info.width, height: master.info.height, channels: master.info.channels },
  };

  const encode = async (width: number, format: ImageVariant['format']) => {
    const resized = sharp(master.data, raw).resize({ width, withoutEnlargement: true });
    const encoder = format === 'webp' ? resized.webp(WEBP_OPTIONS) : resized.avif(AVIF_OPTIONS);
    const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, format, bytes: data.length, body: data };
  };
  const widths = variantWidths(source.width);
  const [stats, hash, ...variants] = await Promise.all([
    sharp(master.data, raw).stats(),
    perceptualHash(master.data, raw),
    ...widths.flatMap((width) => [encode(width, 'webp'), encode(width, 'avif')]),
  ]);
  const { r, g, b } = stats.dominant;
  return {
    width: source.width,
    height: source.height,
    sourceType: source.type,
    variants,
    dominantColor: `#${hex(r)}${hex(g)}${hex(b)}`,
    perceptualHash: hash,
  };
}
