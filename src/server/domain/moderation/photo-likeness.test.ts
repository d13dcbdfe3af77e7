import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDogSvg } from '@/server/db/seed/dog-svg';
import { Random } from '@/server/db/seed/random';
import { perceptualHash } from '../../integrations/images/perceptual-hash';
import { hammingDistance, hashBands, SAME_PICTURE_MAX_DISTANCE } from './photo-likeness';

const WIDTH = 960;
const HEIGHT = 720;
const DOGS = 12;

/** A demo dog drawing as a camera JPEG. */
const dogPhoto = (seed: number, index: number) =>
  sharp(Buffer.from(buildDogSvg(Random.derive(seed, 'dog-photo', index), WIDTH, HEIGHT).svg))
    .jpeg({ quality: 90 })
    .toBuffer();
const reEncoded = (photo: Buffer) => sharp(photo).resize(640).jpeg({ quality: 40 }).toBuffer();
/** 5 % of the width and height trimmed off, half at each edge. */
const cropped = (photo: Buffer) =>
  sharp(photo)
    .extract({ left: 24, top: 18, width: WIDTH - 48, height: HEIGHT - 36 })
    .jpeg({ quality: 75 })
    .toBuffer();
const distance = async (a: Buffer, b: Buffer) =>
  hammingDistance(await perceptualHash(a), await perceptualHash(b));
const isSamePicture = async (a: Buffer, b: Buffer) =>
  (await distance(a, b)) <= SAME_PICTURE_MAX_DISTANCE;

let dogs: Buffer[];
beforeAll(async () => {
  dogs = await Promise.all(Array.from({ length: DOGS }, (_, i) => dogPhoto(7, i)));
});

describe('perceptualHash threshold', () => {
  it.each([
    ['the same photo re-encoded smaller at JPEG quality 40', reEncoded, true],
    ['the same photo cropped by 5 %', cropped, true],
    ['a different dog', () => dogPhoto(11, 3), false],
  ] as const)('%s: same picture = %s', async (_, derive, expected) => {
    const original = dogs[0]!;
    expect(await isSamePicture(original, await derive(original))).toBe(expected);
  });

  it('matches every re-encoding, nearly every 5 % crop, and no two different demo dogs', async () => {
    let crops = 0;
    for (const dog of dogs) {
      expect(await isSamePicture(dog, await reEncoded(dog))).toBe(true);
      if (await isSamePicture(dog, await cropped(dog))) crops++;
    }
    // Measured: re-encodings differ by 1–6 bits, crops by 2–11 (one of twelve over 9), and
    // different dogs drawn from one template by 10 or more.
    expect(crops).toBeGreaterThanOrEqual(DOGS - 1);
    const hashes = await Promise.all(dogs.map((dog) => perceptualHash(dog)));
    for (let i = 0; i < DOGS; i++) {
      for (let j = i + 1; j < DOGS; j++) {
        expect(hammingDistance(hashes[i]!, hashes[j]!)).toBeGreaterThan(SAME_PICTURE_MAX_DISTANCE);
      }
    }
  });
});

describe('hashBands', () => {
  it('tags eight 8-bit bands with their position, so near hashes share a band', () => {
    const hash = -0x0123456789abcdefn;
    const bands = hashBands(hash);
    expect(bands).toHaveLength(8);
    expect(bands.map((band) => band >> 8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const near = hash ^ 0b1000_0001n; // two bits in the lowest band
    expect(hashBands(near).filter((band) => bands.includes(band))).toHaveLength(7);
  });

  it('counts differing bits over all 64', () => {
    expect(hammingDistance(0n, -1n)).toBe(64);
    expect(hammingDistance(5n, 6n)).toBe(2);
  });
});
