import sharp from 'sharp';

/** Image containers recognised from their first bytes; anything else is refused unread. */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

// ISO-BMFF brands (ftyp box) of AVIF and of HEVC-coded HEIF, the format of iPhone photos.
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString('latin1');

function sniffIsoBmff(bytes: Buffer): ImageType | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
  // Major brand at 8, minor version at 12, then compatible brands up to the end of the box.
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4)
    brands.push(ascii(bytes, offset, offset + 4));
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  return null;
}

/** The container type given by the magic numbers of `bytes`, whatever name or type it came with. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  return sniffIsoBmff(bytes);
}

/**
 * Whether this sharp build decodes `type`. The prebuilt libvips reads AVIF through libheif but
 * ships no HEVC decoder (patents), so it lists only `.avif` as a HEIF suffix; a libvips built
 * with libde265 lists `.heic` too.
 */
export function canDecode(type: ImageType): boolean {
  const format = {
    jpeg: sharp.format.jpeg,
    png: sharp.format.png,
    webp: sharp.format.webp,
    avif: sharp.format.heif,
    heic: sharp.format.heif,
  }[type];
  if (!format.input.buffer) return false;
  const suffixes = format.input.fileSuffix ?? [];
  if (type === 'avif') return suffixes.includes('.avif');
  if (type === 'heic') return suffixes.includes('.heic');
  return true;
}

/** The `format` sharp's metadata reports for each accepted type (both HEIF flavours are heif). */
export const SHARP_FORMAT: Record<ImageType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'heif',
  heic: 'heif',
};
