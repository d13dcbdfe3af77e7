// Builds src/reference/breeds/breeds.json from the FCI nomenclature CSVs (shared/data/fci-breeds)
// and the translated name parts in src/reference/breeds/parts. Run after editing a part:
//   npx tsx scripts/build-breeds.ts [path-to-fci-breeds-folder]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '../src/i18n/locales';

const FCI_GROUPS: Record<string, number> = {
  'Sheepdogs and Cattledogs': 1,
  'Pinscher and Schnauzer': 2,
  Terriers: 3,
  Dachshunds: 4,
  'Spitz and primitive types': 5,
  'Scent hounds and related breeds': 6,
  'Pointing Dogs': 7,
  Retrievers: 8,
  'Companion and Toy Dogs': 9,
  Sighthounds: 10,
};

const sourceDir = process.argv[2] ?? path.resolve('../shared/data/fci-breeds');
const partsDir = 'src/reference/breeds/parts';

function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      endField();
    } else if (!quoted && c === '\n') {
      endField();
      rows.push(row);
      row = [];
    } else if (c !== '\r') {
      field += c;
    }
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  const [header, ...body] = rows;
  return body.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
}

const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(partsDir, file), 'utf8')) as T;
type Names = Partial<Record<Locale, string>>;
const parts = [
  readJson<Record<string, Names>>('names-en-de-fr-pl.json'),
  readJson<Record<string, Names>>('names-hu-cs.json'),
  readJson<Record<string, Names>>('names-ru-sr.json'),
  readJson<Record<string, Names>>('names-it-ro.json'),
];
const nonFci = readJson<{ key: string; names: Names }[]>('non-fci.json');

const fci = parseCsv(readFileSync(path.join(sourceDir, 'fci-breeds.csv'), 'utf8'));
const entries = [
  ...fci.map((row) => ({
    fci: Number(row.id),
    group: FCI_GROUPS[row.group!] ?? null,
    provisional: Boolean(row.provisional),
    names: Object.assign({}, ...parts.map((part) => part[row.id!])) as Names,
  })),
  ...nonFci.map((breed) => ({
    fci: null,
    group: null,
    provisional: false,
    names: breed.names,
    key: breed.key,
  })),
];

for (const entry of entries) {
  for (const locale of LOCALES) {
    if (!entry.names[locale]?.trim())
      throw new Error(`Missing ${locale} name for ${JSON.stringify(entry)}`);
  }
}
writeFileSync('src/reference/breeds/breeds.json', JSON.stringify(entries, null, 1) + '\n');
console.log(`Wrote ${entries.length} breeds`);
