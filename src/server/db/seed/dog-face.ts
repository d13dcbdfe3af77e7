import type { Random } from './random';

/** The shared parts of the demo drawings: coat colours and a friendly dog's face. */

export interface Coat {
  main: string;
  light: string;
  dark: string;
}

export const COATS: readonly Coat[] = [
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

export const COLLARS = [
  '#e63946',
  '#2a9d8f',
  '#457b9d',
  '#f4a261',
  '#8e44ad',
  '#e9c46a',
  '#264653',
];
export type Ears = 'floppy' | 'pointy' | 'fold';

export interface DogArt {
  svg: string;
  dominantColor: string;
}

export const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

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

export function face(
  rng: Random,
  cx: number,
  cy: number,
  r: number,
  coat: Coat,
  earKind: Ears,
): string {
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
