import { COATS, face, fmt, type DogArt, type Ears } from './dog-face';
import type { Random } from './random';

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
