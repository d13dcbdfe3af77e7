import { BREEDS, findBreed } from '@/reference/breeds';
import { COLOUR_KEYS, type ColourKey } from './demo-texts';
import type { Random } from './random';
import type { DogSex } from '../../../validation/listing-enums';

type Size = 'toy' | 'small' | 'medium' | 'large';
type TestKey = keyof typeof HEALTH_TESTS;

/** What the demo knows about a breed: how often it is bred, its colours, size, price and tests. */
export interface BreedProfile {
  key: string;
  weight: number;
  colours: readonly ColourKey[];
  size: Size;
  /** Typical puppy price in euros. */
  price: number;
  tests: readonly TestKey[];
}

/** Health test names with their plausible results, the first the most common. */
const HEALTH_TESTS = {
  hd: ['HD', 'A', 'A', 'B'],
  ed: ['ED', '0', '0', '1'],
  pra: ['PRA-prcd', 'clear', 'clear', 'carrier'],
  eic: ['EIC', 'clear'],
  cnm: ['CNM', 'clear'],
  dm: ['DM', 'N/N', 'N/N', 'N/DM'],
  boas: ['BOAS', 'grade 0', 'grade 1'],
  huu: ['HUU', 'clear'],
  cmr1: ['CMR1', 'clear', 'carrier'],
  patella: ['Patella', '0/0', '0/0', '0/1'],
  eyes: ['Eyes (ECVO)', 'free'],
  heart: ['Heart', 'clear'],
  cea: ['CEA', 'clear'],
  tns: ['TNS', 'clear'],
  mdr1: ['MDR1', '+/+'],
  mls: ['MLS', 'clear'],
  vwd: ['vWD', 'clear'],
  dcm: ['DCM (Holter)', 'normal'],
  cord1: ['PRA-cord1', 'clear'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

// key | weight | size | typical puppy price in EUR | colours | health tests
const TABLE = [
  'labrador-retriever | 10 | large | 1200 | black yellow chocolate | hd ed pra eic cnm',
  'golden-retriever | 9 | large | 1400 | golden cream red | hd ed pra eyes',
  'german-shepherd-dog | 8 | large | 1100 | blackTan sable black | hd ed dm',
  'french-bulldog | 9 | small | 1800 | fawn brindle cream blackWhite | boas huu cmr1',
  'dachshund | 7 | small | 1000 | red blackTan chocolate | cord1 patella',
  'yorkshire-terrier | 7 | toy | 900 | blueTan | patella eyes pra',
  'hungarian-short-haired-pointer-vizsla | 8 | large | 1200 | russet | hd ed',
  'border-collie | 6 | medium | 1000 | blackWhite tricolour blueMerle red | hd cea tns mdr1',
  'cavalier-king-charles-spaniel | 5 | small | 1800 | blenheim tricolour blackTan red | heart eyes patella',
  'pug | 5 | small | 1200 | fawn black | boas patella',
  'maltese | 6 | toy | 1000 | white | patella eyes',
  'beagle | 5 | small | 900 | tricolour | mls hd',
  'poodle | 5 | small | 1300 | black white apricot red grey chocolate | pra vwd patella',
  'bichon-frise | 4 | small | 1000 | white | patella eyes',
  'shih-tzu | 4 | small | 900 | blackWhite golden grey | patella eyes',
  'chihuahua | 5 | toy | 900 | cream fawn chocolate blackTan | patella',
  'komondor | 2 | large | 1100 | white | hd ed',
  'puli | 2 | medium | 900 | black grey fawn | hd pra',
  'mudi | 1 | medium | 900 | black blueMerle grey | hd ed',
  'german-spitz | 4 | small | 1100 | cream black white red sable | patella pra',
  'siberian-husky | 3 | large | 900 | blackWhite grey red white | hd eyes',
  'havanese | 2 | small | 1200 | white cream chocolate blackWhite | patella eyes',
  'rottweiler | 2 | large | 1100 | blackTan | hd ed',
  'boxer | 2 | large | 1000 | fawn brindle | hd heart',
  'italian-cane-corso | 2 | large | 1200 | black grey fawn brindle | hd ed',
  'bernese-mountain-dog | 2 | large | 1400 | tricolour | hd ed dm',
  'dobermann | 1 | large | 1300 | blackTan chocolate | dcm vwd hd',
  'american-bully | 2 | medium | 1500 | fawn brindle tricolour black | hd',
  'maltipoo | 2 | toy | 1500 | cream apricot white red | patella',
  'cavapoo | 2 | small | 1700 | apricot red cream | patella heart',
  'goldendoodle | 1 | large | 1800 | cream apricot golden | hd ed',
  'mixed | 4 | medium | 350 | black blackWhite fawn red tricolour cream | ',
];

const SIZES: readonly Size[] = ['toy', 'small', 'medium', 'large'];
function words<T extends string>(
  text: string,
  isKnown: (word: string) => word is T,
  row: string,
): T[] {
  return text
    .split(' ')
    .filter(Boolean)
    .map((word) => {
      if (!isKnown(word)) throw new Error(`Unknown "${word}" in demo breed row ${row}`);
      return word;
    });
}

const isSize = (value: string): value is Size => (SIZES as readonly string[]).includes(value);
const isColour = (value: string): value is ColourKey =>
  (COLOUR_KEYS as readonly string[]).includes(value);
const isTest = (value: string): value is TestKey => value in HEALTH_TESTS;

const PROFILES: readonly BreedProfile[] = TABLE.map((row) => {
  const [key = '', weight, size = '', price, colours = '', tests = ''] = row
    .split('|')
    .map((cell) => cell.trim());
  return {
    key,
    weight: Number(weight),
    size: words(size, isSize, row)[0] ?? 'medium',
    price: Number(price),
    colours: words(colours, isColour, row),
    tests: words(tests, isTest, row),
  };
});

const profileByKey = new Map(PROFILES.map((profile) => [profile.key, profile]));
const LONG_TAIL = BREEDS.filter((breed) => !profileByKey.has(breed.key) && breed.fci !== null);
const GENERIC_COLOURS: readonly ColourKey[] = ['black', 'fawn', 'red', 'blackTan', 'white', 'grey'];
const WEIGHTED = PROFILES.map((profile) => [profile.key, profile.weight] as const);

/** Mostly the breeds people buy most, now and then any other FCI breed. */
export function pickBreedKey(rng: Random): string {
  return rng.chance(0.12) ? rng.pick(LONG_TAIL).key : rng.weighted(WEIGHTED);
}

export function getBreedProfile(key: string): BreedProfile {
  return (
    profileByKey.get(key) ?? {
      key,
      weight: 1,
      colours: GENERIC_COLOURS,
      size: 'medium',
      price: 1000,
      tests: ['hd', 'ed'],
    }
  );
}

export const isFciBreed = (key: string) => findBreed(key)?.fci != null;

const LITTER_SIZES: Record<Size, readonly [number, number]> = {
  toy: [2, 4],
  small: [3, 6],
  medium: [4, 7],
  large: [5, 10],
};

export function litterSize(rng: Random, size: Size): number {
  const [min, max] = LITTER_SIZES[size];
  return rng.int(min, max);
}

export function healthTests(
  rng: Random,
  profile: BreedProfile,
): { name: string; result: string }[] {
  return profile.tests.map((key) => {
    const [name, ...results] = HEALTH_TESTS[key];
    return { name, result: rng.pick(results) };
  });
}

const MALE_NAMES = [
  'Max',
  'Rocky',
  'Bruno',
  'Charlie',
  'Oscar',
  'Buddy',
  'Leo',
  'Milo',
  'Zeus',
  'Arco',
  'Balu',
  'Bodri',
  'Diego',
  'Falco',
  'Hugo',
  'Jack',
  'Loki',
  'Nero',
  'Odin',
  'Simba',
  'Teddy',
  'Thor',
];
const FEMALE_NAMES = [
  'Bella',
  'Luna',
  'Daisy',
  'Molly',
  'Lola',
  'Kira',
  'Mia',
  'Nala',
  'Frida',
  'Zora',
  'Cleo',
  'Fanny',
  'Gina',
  'Hera',
  'Ivy',
  'Kiki',
  'Lady',
  'Maya',
  'Nora',
  'Rosie',
  'Stella',
  'Xena',
];

/** A registered name: the call name with the kennel affix, on the side the country puts it. */
export function registeredName(
  rng: Random,
  sex: DogSex,
  kennelName: string,
  isAffixFirst: boolean,
): string {
  const call = rng.pick(sex === 'male' ? MALE_NAMES : FEMALE_NAMES);
  return isAffixFirst ? `${kennelName.replace(/ Kennel$/, '')} ${call}` : `${call} ${kennelName}`;
}
