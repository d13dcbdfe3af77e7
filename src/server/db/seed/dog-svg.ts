import type { Random } from './random';

/** Flat, friendly dog illustrations as SVG, drawn from a seeded generator (no text, no downloads). */

interface Coat {
  main: string;
  light: string;
  dark: string;
}

const COATS: readonly Coat[] = [
  { main: '#d9a441', light: '#f3d9a4', dark: '#9a6a22' }, // golden
  { main: '#efdcb8', light: '#fff6e6', dark: '#c9a877' }, // cream
  { main: '#6b4226', light: '#a87a56', dark: '#3f2615' }, // chocolate
  { main: '#2e2826', light: '#c68b59', dark: '#141010' }, // black and tan
  { main: '#f6f1e7', light: '#ffffff', dark: '#cdbfa8' }, // white
  { main: '#8c8c96', light: '#d6d4da', dark: '#55535c' }, // blue grey
  { main: '#b5562b', light: '#e8a77a', dark: '#7a3414' }, // red
  { main: '#c68642', light: '#ebc79b', dark: '#8a5522' }, // tan
  { main: '#3b3430', light: '#f1ece4', dark: '#1c1816' }, // black and white
];

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

const COLLARS = ['#e63946', '#2a9d8f', '#457b9d', '#f4a261', '#8e44ad', '#e9c46a', '#264653'];
type Ears = 'floppy' | 'pointy' | 'fold';

export interface DogArt {
  svg: string;
  dominantColor: string;
}

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

function ears(kind: Ears, cx: number, cy: number, r: number, coat: Coat): string {
  const c = coat.dark;
  if (kind === 'floppy') {
    return [-1, 1]
      .map((side) => {
        const x = cx + side * r * 0.88;
        return `<ellipse cx="${fmt(x)}" cy="${fmt(cy + r * 0.25)}" rx="${fmt(r * 0.36)}" ry="${fmt(r * 0.78)}" fill="${c}" transform="rotate(${side * 14} ${fmt(x)} ${fmt(cy)})"/>`;
      })
      .join('');
  }
  const tip = kind === 'pointy' ? 1.15 : 0.8;
  return [-1, 1]
    .map((side) => {
      const base1 = `${fmt(cx + side * r * 0.25)},${fmt(cy - r * 0.8)}`;
      const base2 = `${fmt(cx + side * r * 0.9)},${fmt(cy - r * 0.35)}`;
      const apex = `${fmt(cx + side * r * (kind === 'pointy' ? 0.8 : 1.05))},${fmt(cy - r * (0.5 + tip))}`;
      const inner = `${fmt(cx + side * r * 0.45)},${fmt(cy - r * 0.7)} ${fmt(cx + side * r * 0.78)},${fmt(cy - r * 0.45)} ${fmt(cx + side * r * 0.76)},${fmt(cy - r * (0.35 + tip * 0.8))}`;
      return `<polygon points="${base1} ${apex} ${base2}" fill="${c}" stroke="${c}" stroke-width="${fmt(r * 0.12)}" stroke-linejoin="round"/><polygon points="${inner}" fill="${coat.light}" opacity="0.55"/>`;
    })
    .join('');
}

function face(rng: Random, cx: number, cy: number, r: number, coat: Coat, earKind: Ears): string {
  const parts = [
    ears(earKind, cx, cy, r, coat),
    `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${coat.main}"/>`,
  ];
  if (rng.chance(0.35)) {
    const side = rng.chance(0.5) ? -1 : 1;
    parts.push(
      `<ellipse cx="${fmt(cx + side * r * 0.38)}" cy="${fmt(cy - r * 0.2)}" rx="${fmt(r * 0.34)}" ry="${fmt(r * 0.3)}" fill="${coat.dark}" opacity="0.8"/>`,
    );
  }
  parts.push(
    `<ellipse cx="${fmt(cx)}" cy="${fmt(cy + r * 0.38)}" rx="${fmt(r * 0.58)}" ry="${fmt(r * 0.45)}" fill="${coat.light}"/>`,
    `<ellipse cx="${fmt(cx)}" cy="${fmt(cy + r * 0.18)}" rx="${fmt(r * 0.2)}" ry="${fmt(r * 0.14)}" fill="#2a1d18"/>`,
    `<path d="M${fmt(cx - r * 0.22)} ${fmt(cy + r * 0.45)} Q${fmt(cx)} ${fmt(cy + r * 0.62)} ${fmt(cx + r * 0.22)} ${fmt(cy + r * 0.45)}" stroke="#2a1d18" stroke-width="${fmt(r * 0.06)}" fill="none" stroke-linecap="round"/>`,
  );
  if (rng.chance(0.55)) {
    parts.push(
      `<path d="M${fmt(cx - r * 0.12)} ${fmt(cy + r * 0.55)} Q${fmt(cx)} ${fmt(cy + r * 0.95)} ${fmt(cx + r * 0.12)} ${fmt(cy + r * 0.55)}Z" fill="#ef7f8c"/>`,
    );
  }
  for (const side of [-1, 1]) {
    const ex = cx + side * r * 0.36;
    const ey = cy - r * 0.14;
    parts.push(
      `<circle cx="${fmt(ex)}" cy="${fmt(ey)}" r="${fmt(r * 0.12)}" fill="#1f1511"/>`,
      `<circle cx="${fmt(ex + r * 0.04)}" cy="${fmt(ey - r * 0.04)}" r="${fmt(r * 0.04)}" fill="#ffffff"/>`,
      `<circle cx="${fmt(cx + side * r * 0.58)}" cy="${fmt(cy + r * 0.3)}" r="${fmt(r * 0.13)}" fill="#f28b82" opacity="0.3"/>`,
    );
  }
  return parts.join('');
}

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

/** A square badge logo (viewBox 320x320): a dog's face on a warm ring, optionally with laurels. */
export function buildLogoSvg(rng: Random, size: number): DogArt {
  const coat = rng.pick(COATS);
  const background = rng.pick([
    '#f4a261',
    '#e76f51',
    '#2a9d8f',
    '#264653',
    '#e9c46a',
    '#8d5a97',
    '#b5562b',
  ]);
  const ring = rng.pick(['#fff6e6', '#ffffff', '#f3d9a4']);
  const rounded = rng.chance(0.4);
  const shape = rounded
    ? `<rect x="16" y="16" width="288" height="288" rx="64" fill="${background}"/><rect x="34" y="34" width="252" height="252" rx="50" fill="none" stroke="${ring}" stroke-width="6"/>`
    : `<circle cx="160" cy="160" r="148" fill="${background}"/><circle cx="160" cy="160" r="128" fill="none" stroke="${ring}" stroke-width="6"/>`;
  const laurels = rng.chance(0.5)
    ? [-1, 1]
        .map((side) =>
          Array.from({ length: 5 }, (_, i) => {
            const angle = 120 + i * 22;
            const x = 160 + side * Math.cos((angle * Math.PI) / 180) * -105;
            const y = 170 + Math.sin((angle * Math.PI) / 180) * 105;
            return `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="7" ry="16" fill="${ring}" transform="rotate(${side * (angle - 90)} ${fmt(x)} ${fmt(y)})"/>`;
          }).join(''),
        )
        .join('')
    : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 320 320">` +
    `<rect width="320" height="320" fill="#ffffff"/>${shape}${laurels}` +
    `<g>${face(rng, 160, 172, 70, coat, rng.pick<Ears>(['floppy', 'pointy', 'fold']))}</g></svg>`;
  return { svg, dominantColor: background };
}
