// Photo likeness by the perceptual hash stored with each photo (integrations/images).

/** Bits of the hash: 8 rows of 8 left-to-right brightness comparisons. */
export const HASH_BITS = 64;
/** The hash cut into this many bands of HASH_BITS / HASH_BANDS bits for the candidate lookup. */
export const HASH_BANDS = 8;
const BAND_BITS = HASH_BITS / HASH_BANDS;
/**
 * At most this many differing bits count as the same picture, as measured by the test beside:
 * re-encodings differ by 1–6 bits, 5 % crops by 2–11, different dogs by 10 or more. Hashes up
 * to HASH_BANDS - 1 apart always share a whole band (pigeonhole); 8 or 9 apart nearly always.
 */
export const SAME_PICTURE_MAX_DISTANCE = 9;

/** How many bits two hashes differ in. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x) {
    x &= x - 1n;
    count++;
  }
  return count;
}

/**
 * The hash's bands, each tagged with its position (`position << 8 | value`), as stored in
 * `photos.hash_bands`: two photos are candidates when their arrays overlap.
 */
export function hashBands(hash: bigint): number[] {
  const bits = BigInt.asUintN(64, hash);
  const mask = (1n << BigInt(BAND_BITS)) - 1n;
  return Array.from({ length: HASH_BANDS }, (_, position) => {
    const value = Number((bits >> BigInt(position * BAND_BITS)) & mask);
    return (position << BAND_BITS) | value;
  });
}
