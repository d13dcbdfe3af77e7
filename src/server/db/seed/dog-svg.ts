import { COATS, COLLARS, face, fmt, type Coat, type DogArt, type Ears } from './dog-face';
import type { Random } from './random';

/** Flat, friendly dog scenes as SVG, drawn from a seeded generator (no text, no downloads). */

interface Scene {
  sky: [string, string];
  ground: string;
  groundShade: string;
  accent: string;
}

const SCENES: readonly Scene[] = [
  { sky: ['#fde8cf', '#f8c88e'], ground: '#a9c47f', groundShade: '#8fae66', accent: '#fff3c4' }, // garden
  { sky: ['#fbe3d4', '#f2a98a'], ground: '#e8c48e', groundShade: '#d7ae72', accent: '#ffe1a8' }, // sunset beach
  { sky: ['#f6e7d8', '#ecd2b6'], ground: '#c98b5a', groundShade: '#b37748', accent: '#d9674e' }, // living room
  { sky: ['#fff1dc', '#ffd9a0'], ground: '#b8cf8a', groundShade: '#9cb871', accent: '#f7b267' }, // meadow
  { sky: ['#fae1dd', '#f4b6a6'], ground: '#d9b38c', groundShade: '#c49a70', accent: '#ffffff' }, // studio
  { sky: ['#fdf0e0', '#f9d5b3'], ground: '#9fbf8f', groundShade: '#86a877', accent: '#e76f51' }, // park
];

function sittingDog(
  rng: Random,
  cx: number,
  gy: number,
  s: number,
  coat: Coat,
  earKind: Ears,
  collar: string,
): string {
  const tilt = rng.int(-14, 14);
  const headY = gy - 190 * s;
  return [
    `<path d="M${fmt(cx + 45 * s)} ${fmt(gy - 30 * s)} Q${fmt(cx + 115 * s)} ${fmt(gy - 45 * s)} ${fmt(cx + 100 * s)} ${fmt(gy - 115 * s)}" stroke="${coat.main}" stroke-width="${fmt(17 * s)}" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="${fmt(cx)}" cy="${fmt(gy - 72 * s)}" rx="${fmt(64 * s)}" ry="${fmt(80 * s)}" fill="${coat.main}"/>`,
    `<ellipse cx="${fmt(cx)}" cy="${fmt(gy - 96 * s)}" rx="${fmt(32 * s)}" ry="${fmt(46 * s)}" fill="${coat.light}"/>`,
    ...[-1, 1].map(
      (side) =>
        `<ellipse cx="${fmt(cx + side * 56 * s)}" cy="${fmt(gy - 12 * s)}" rx="${fmt(30 * s)}" ry="${fmt(14 * s)}" fill="${coat.main}"/>`,
    ),
    ...[-1, 1].map(
      (side) =>
        `<rect x="${fmt(cx + side * 20 * s - 11 * s)}" y="${fmt(gy - 78 * s)}" width="${fmt(22 * s)}" height="${fmt(74 * s)}" rx="${fmt(11 * s)}" fill="${coat.main}"/><ellipse cx="${fmt(cx + side * 20 * s)}" cy="${fmt(gy - 6 * s)}" rx="${fmt(15 * s)}" ry="${fmt(9 * s)}" fill="${coat.light}"/>`,
    ),
    `<rect x="${fmt(cx - 36 * s)}" y="${fmt(gy - 150 * s)}" width="${fmt(72 * s)}" height="${fmt(12 * s)}" rx="${fmt(6 * s)}" fill="${collar}"/>`,
    `<circle cx="${fmt(cx)}" cy="${fmt(gy - 134 * s)}" r="${fmt(7 * s)}" fill="#f2c14e"/>`,
    `<g transform="rotate(${tilt} ${fmt(cx)} ${fmt(headY)})">${face(rng, cx, headY, 56 * s, coat, earKind)}</g>`,
  ].join('');
}

function lyingDog(
  rng: Random,
  cx: number,
  gy: number,
  s: number,
  coat: Coat,
  earKind: Ears,
  collar: string,
): string {
  const hx = cx - 95 * s;
  const hy = gy - 95 * s;
  return [
    `<path d="M${fmt(cx + 95 * s)} ${fmt(gy - 40 * s)} Q${fmt(cx + 150 * s)} ${fmt(gy - 30 * s)} ${fmt(cx + 160 * s)} ${fmt(gy - 80 * s)}" stroke="${coat.main}" stroke-width="${fmt(16 * s)}" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="${fmt(cx)}" cy="${fmt(gy - 44 * s)}" rx="${fmt(108 * s)}" ry="${fmt(44 * s)}" fill="${coat.main}"/>`,
    `<ellipse cx="${fmt(cx + 62 * s)}" cy="${fmt(gy - 40 * s)}" rx="${fmt(42 * s)}" ry="${fmt(34 * s)}" fill="${coat.dark}" opacity="0.35"/>`,
    `<ellipse cx="${fmt(cx - 10 * s)}" cy="${fmt(gy - 22 * s)}" rx="${fmt(60 * s)}" ry="${fmt(16 * s)}" fill="${coat.light}" opacity="0.8"/>`,
    ...[0, 1].map(
      (i) =>
        `<ellipse cx="${fmt(cx - 120 * s - i * 14 * s)}" cy="${fmt(gy - 12 * s + i * 4 * s)}" rx="${fmt(38 * s)}" ry="${fmt(12 * s)}" fill="${i ? coat.light : coat.main}"/>`,
    ),
    `<rect x="${fmt(hx - 6 * s)}" y="${fmt(hy + 40 * s)}" width="${fmt(60 * s)}" height="${fmt(11 * s)}" rx="${fmt(5 * s)}" fill="${collar}" transform="rotate(-60 ${fmt(hx + 24 * s)} ${fmt(hy + 45 * s)})"/>`,
    `<g transform="rotate(${rng.int(-10, 10)} ${fmt(hx)} ${fmt(hy)})">${face(rng, hx, hy, 50 * s, coat, earKind)}</g>`,
  ].join('');
}

function standingDog(
  rng: Random,
  cx: number,
  gy: number,
  s: number,
  coat: Coat,
  earKind: Ears,
  collar: string,
): string {
  const hx = cx - 92 * s;
  const hy = gy - 185 * s;
  const legs = [-70, -40, 45, 72].map(
    (dx, i) =>
      `<rect x="${fmt(cx + dx * s - 11 * s)}" y="${fmt(gy - 110 * s)}" width="${fmt(22 * s)}" height="${fmt(106 * s)}" rx="${fmt(11 * s)}" fill="${i % 2 ? coat.main : coat.dark}"/><ellipse cx="${fmt(cx + dx * s)}" cy="${fmt(gy - 5 * s)}" rx="${fmt(15 * s)}" ry="${fmt(8 * s)}" fill="${coat.light}"/>`,
  );
  return [
    `<path d="M${fmt(cx + 90 * s)} ${fmt(gy - 125 * s)} Q${fmt(cx + 140 * s)} ${fmt(gy - 150 * s)} ${fmt(cx + 128 * s)} ${fmt(gy - 205 * s)}" stroke="${coat.main}" stroke-width="${fmt(16 * s)}" fill="none" stroke-linecap="round"/>`,
    ...legs,
    `<ellipse cx="${fmt(cx)}" cy="${fmt(gy - 118 * s)}" rx="${fmt(100 * s)}" ry="${fmt(46 * s)}" fill="${coat.main}"/>`,
    `<ellipse cx="${fmt(cx - 20 * s)}" cy="${fmt(gy - 96 * s)}" rx="${fmt(66 * s)}" ry="${fmt(18 * s)}" fill="${coat.light}" opacity="0.8"/>`,
    rng.chance(0.4)
      ? `<ellipse cx="${fmt(cx + 30 * s)}" cy="${fmt(gy - 135 * s)}" rx="${fmt(34 * s)}" ry="${fmt(22 * s)}" fill="${coat.dark}" opacity="0.7"/>`
      : '',
    `<ellipse cx="${fmt(cx - 78 * s)}" cy="${fmt(gy - 148 * s)}" rx="${fmt(30 * s)}" ry="${fmt(45 * s)}" fill="${coat.main}" transform="rotate(25 ${fmt(cx - 78 * s)} ${fmt(gy - 148 * s)})"/>`,
    `<rect x="${fmt(hx - 4 * s)}" y="${fmt(hy + 44 * s)}" width="${fmt(62 * s)}" height="${fmt(11 * s)}" rx="${fmt(5 * s)}" fill="${collar}" transform="rotate(25 ${fmt(hx + 27 * s)} ${fmt(hy + 50 * s)})"/>`,
    `<g transform="rotate(${rng.int(-8, 12)} ${fmt(hx)} ${fmt(hy)})">${face(rng, hx, hy, 50 * s, coat, earKind)}</g>`,
  ].join('');
}

function backdrop(rng: Random, scene: Scene): string {
  const parts = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>`,
    `<rect width="480" height="360" fill="url(#sky)"/>`,
    `<circle cx="${rng.int(40, 440)}" cy="${rng.int(40, 90)}" r="${rng.int(22, 40)}" fill="${scene.accent}" opacity="0.85"/>`,
  ];
  for (let i = rng.int(0, 3); i > 0; i--) {
    const x = rng.int(0, 480);
    const y = rng.int(30, 120);
    parts.push(
      `<g fill="#ffffff" opacity="0.6"><ellipse cx="${x}" cy="${y}" rx="34" ry="12"/><ellipse cx="${x + 18}" cy="${y - 8}" rx="20" ry="12"/></g>`,
    );
  }
  const horizon = rng.int(225, 265);
  parts.push(
    `<path d="M0 ${horizon} Q120 ${horizon - rng.int(10, 30)} 240 ${horizon} T480 ${horizon - rng.int(0, 20)} V360 H0Z" fill="${scene.groundShade}"/>`,
    `<rect y="${horizon + 14}" width="480" height="${360 - horizon}" fill="${scene.ground}"/>`,
  );
  for (let i = rng.int(2, 7); i > 0; i--) {
    parts.push(
      `<circle cx="${rng.int(10, 470)}" cy="${rng.int(horizon + 24, 350)}" r="${rng.int(3, 6)}" fill="${rng.pick(['#ffffff', '#f7d046', '#f28482', scene.accent])}"/>`,
    );
  }
  return parts.join('');
}

/** A 4:3 scene (viewBox 480x360) with one dog sitting, lying or standing. */
export function buildDogSvg(rng: Random, width: number, height: number): DogArt {
  const scene = rng.pick(SCENES);
  const coat = rng.pick(COATS);
  const earKind = rng.pick<Ears>(['floppy', 'floppy', 'pointy', 'fold']);
  const collar = rng.pick(COLLARS);
  const pose = rng.weighted<'sit' | 'lie' | 'stand'>([
    ['sit', 5],
    ['lie', 2],
    ['stand', 2],
  ]);
  const s = rng.float(0.82, 1.08);
  const gy = rng.int(318, 340);
  const cx = rng.int(pose === 'sit' ? 170 : 220, pose === 'sit' ? 310 : 270);
  const draw = pose === 'sit' ? sittingDog : pose === 'lie' ? lyingDog : standingDog;
  const toy = rng.chance(0.4)
    ? `<circle cx="${cx + (pose === 'sit' ? -120 : 150)}" cy="${gy - 14}" r="14" fill="${rng.pick(COLLARS)}"/><path d="M${cx + (pose === 'sit' ? -132 : 138)} ${gy - 18} q12 8 24 0" stroke="#ffffff" stroke-width="3" fill="none"/>`
    : '';
  const flip = rng.chance(0.5) ? ' transform="translate(480 0) scale(-1 1)"' : '';
  const shadow = `<ellipse cx="${cx}" cy="${gy}" rx="${Math.round(110 * s)}" ry="${Math.round(12 * s)}" fill="#000000" opacity="0.13"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 480 360">` +
    `${backdrop(rng, scene)}<g${flip}>${shadow}${draw(rng, cx, gy, s, coat, earKind, collar)}${toy}</g></svg>`;
  return { svg, dominantColor: coat.main };
}
