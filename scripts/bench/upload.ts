// `npm run bench:upload [-- photos]`: throughput of the photo pipeline (checks, decode, variants,
// WebP + AVIF encodes) on phone-like 3000x2000 JPEGs, as many in flight as there are CPUs.
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { processImage } from '../../src/server/integrations/images/process-image';

const PHOTOS = Number(process.argv[2] ?? 24);
const WIDTH = 3000;
const HEIGHT = 2000;
const CONCURRENCY = availableParallelism();

/** A small deterministic generator, so every run encodes the same pictures. */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A JPEG as a phone writes it: smooth sky-to-ground gradients, a soft subject, fine texture and
 * sensor noise, quality 90, with EXIF (camera, GPS) and every third one stored sideways.
 */
async function phonePhoto(seed: number): Promise<Buffer> {
  const random = mulberry32(seed);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const sky = [150 + random() * 100, 150 + random() * 100, 200 + random() * 55];
  const ground = [60 + random() * 80, 80 + random() * 80, 30 + random() * 60];
  const coat = [80 + random() * 170, 50 + random() * 120, 20 + random() * 80];
  const [cx, cy, radius] = [WIDTH * (0.3 + random() * 0.4), HEIGHT * 0.6, HEIGHT * 0.3];
  const frequency = 0.02 + random() * 0.05;
  for (let y = 0; y < HEIGHT; y++) {
    const horizon = y / HEIGHT;
    for (let x = 0; x < WIDTH; x++) {
      const distance = Math.hypot(x - cx, y - cy) / radius;
      const subject = distance < 1 ? 1 - distance * distance : 0;
      const texture = 12 * Math.sin(x * frequency) * Math.sin(y * frequency * 1.3);
      const noise = (random() + random() + random() - 1.5) * 14;
      const offset = (y * WIDTH + x) * 3;
      for (let channel = 0; channel < 3; channel++) {
        const background = sky[channel]! * (1 - horizon) + ground[channel]! * horizon;
        const value = background * (1 - subject) + coat[channel]! * subject;
        pixels[offset + channel] = Math.max(0, Math.min(255, value + texture * subject + noise));
      }
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .withExif({
      IFD0: { Make: 'Bench', Model: 'Phone', Orientation: seed % 3 === 0 ? '6' : '1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 30/1 0/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

console.log(
  `generating ${PHOTOS} photos of ${WIDTH}x${HEIGHT}… (libvips ${sharp.versions.vips}, ` +
    `${CONCURRENCY} CPUs, ${sharp.concurrency()} libvips thread(s) per image)`,
);
const inputs: Buffer[] = [];
for (let i = 0; i < PHOTOS; i++) inputs.push(await phonePhoto(i + 1));
const inputBytes = inputs.reduce((sum, input) => sum + input.length, 0);
console.log(`input: ${mb(inputBytes)} MB in all, ${mb(inputBytes / PHOTOS)} MB per photo`);

await processImage(inputs[0]!); // warm-up: library start-up is not part of a photo's cost

let peakRss = process.memoryUsage.rss();
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 10);
const durations: number[] = [];
let outputBytes = 0;
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < inputs.length) {
      const input = inputs[next++]!;
      const photoStarted = performance.now();
      const image = await processImage(input);
      durations.push(performance.now() - photoStarted);
      outputBytes += image.variants.reduce((sum, variant) => sum + variant.bytes, 0);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage.rss());

console.log(
  `bench:upload ${PHOTOS} photos, concurrency ${CONCURRENCY}: ` +
    `${(PHOTOS / seconds).toFixed(2)} photos/s; median ${median(durations).toFixed(0)} ms per photo ` +
    `(max ${Math.max(...durations).toFixed(0)} ms); peak RSS ${mb(peakRss)} MB; ` +
    `output ${(outputBytes / PHOTOS / 1024).toFixed(0)} KB per photo (8 variants)`,
);
