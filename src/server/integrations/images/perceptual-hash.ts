import sharp, { type SharpOptions } from 'sharp';

/**
 * The 64-bit difference hash (dHash) of an image: shrunk to 9×8 grey pixels, each bit says
 * whether a pixel is brighter than its right neighbour. Survives re-encoding, resizing and
 * small crops; unlike a byte hash, near-identical pictures get near-identical hashes.
 */
export async function perceptualHash(image: Buffer, options?: SharpOptions): Promise<bigint> {
  const pixels = await sharp(image, options)
    .autoOrient()
    .greyscale()
    .resize(9, 8, { fit: 'fill' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const bit = pixels[row * 9 + col]! > pixels[row * 9 + col + 1]! ? 1n : 0n;
      hash = (hash << 1n) | bit;
    }
  }
  return BigInt.asIntN(64, hash);
}
