/** One breed as the autocomplete knows it: sent to the browser once per page (~380 entries). */
export interface BreedEntry {
  key: string;
  /** Name in the visitor's language. */
  name: string;
  /** English name when it differs from `name` (visitors often type it). */
  en?: string;
  /** Dogs for sale: active puppies and adult dogs, as the breed's search counts them. */
  count: number;
  /** The breed's puppy search path in the visitor's language. */
  path: string;
}

// Letters NFD does not split into a base letter and a mark.
const LETTERS: Record<string, string> = {
  ł: 'l',
  đ: 'd',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
};

/**
 * Text folded for matching: no diacritics (NFD, marks stripped), lower case, punctuation as
 * spaces. "Kuvász", "kuvasz" and "KUVASZ" fold alike, as do "Shih-Tzu" and "shih tzu".
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łđøßæœı]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface IndexedBreed {
  entry: BreedEntry;
  names: { text: string; words: string[]; penalty: number }[];
}

export type BreedIndex = readonly IndexedBreed[];

const indexes = new WeakMap<readonly BreedEntry[], BreedIndex>();

/**
 * Folds every name once, so each keystroke only compares strings. Built on first use (a
 * keystroke, a submit), not while the page starts, and once per list.
 */
export function indexBreeds(entries: readonly BreedEntry[]): BreedIndex {
  let index = indexes.get(entries);
  if (!index) {
    index = buildIndex(entries);
    indexes.set(entries, index);
  }
  return index;
}

function buildIndex(entries: readonly BreedEntry[]): BreedIndex {
  return entries.map((entry) => ({
    entry,
    names: [entry.name, entry.en]
      .filter((name): name is string => Boolean(name))
      .map((name, i) => {
        const text = foldText(name);
        // The visitor's own language ranks above the English name.
        return { text, words: text.split(' '), penalty: i };
      }),
  }));
}

function rank(name: IndexedBreed['names'][number], query: string, tokens: string[]) {
  const { text, words, penalty } = name;
  let score: number | null = null;
  if (text.startsWith(query)) score = 0;
  else if (words.some((word) => word.startsWith(query))) score = 1;
  else if (tokens.length > 1 && tokens.every((t) => words.some((word) => word.startsWith(t))))
    score = 2;
  else if (text.includes(query)) score = 3;
  return score === null ? null : score * 2 + penalty;
}

/**
 * The best matches for what the visitor typed: names starting with it first, then a word
 * starting with it, then anywhere; ties go to the breed with more dogs for sale.
 */
export function matchBreeds(index: BreedIndex, typed: string, limit = 8): BreedEntry[] {
  const query = foldText(typed);
  if (!query) return [];
  const tokens = query.split(' ');
  const scored: { entry: BreedEntry; score: number }[] = [];
  for (const breed of index) {
    let best: number | null = null;
    for (const name of breed.names) {
      const score = rank(name, query, tokens);
      if (score !== null && (best === null || score < best)) best = score;
    }
    if (best !== null) scored.push({ entry: breed.entry, score: best });
  }
  scored.sort(
    (a, b) =>
      a.score - b.score ||
      b.entry.count - a.entry.count ||
      a.entry.name.localeCompare(b.entry.name),
  );
  return scored.slice(0, limit).map((item) => item.entry);
}

/**
 * The breed a typed text means when the visitor did not pick from the list: an exact name
 * (either language), its key, or else the single best match of at least three letters.
 */
export function resolveBreedText(index: BreedIndex, typed: string): BreedEntry | null {
  const query = foldText(typed);
  if (!query) return null;
  const exact = index.find(
    (breed) =>
      foldText(breed.entry.key) === query || breed.names.some((name) => name.text === query),
  );
  if (exact) return exact.entry;
  if (query.length < 3) return null;
  return matchBreeds(index, query, 1)[0] ?? null;
}

/**
 * The breed list as the server hands it to the browser: one line per breed with tab-separated
 * key, name, English name, count and the path after the list's base path (the first line).
 * 40 % smaller than the same list as objects in the page's data (~30 KB instead of ~51 KB).
 */
export type PackedBreeds = string & { readonly __packed: unique symbol };

export function packBreeds(entries: readonly BreedEntry[], basePath: string): PackedBreeds {
  const prefix = `${basePath}/`;
  const lines = entries.map((entry) =>
    [
      entry.key,
      entry.name,
      entry.en ?? '',
      entry.count,
      entry.path.startsWith(prefix) ? entry.path.slice(prefix.length) : entry.path,
    ].join('\t'),
  );
  return [basePath, ...lines].join('\n') as PackedBreeds;
}

/** Where a language's packed puppy-search list is served (app/api/breeds/[locale]/route.ts). */
export const breedListUrl = (locale: string) => `/api/breeds/${locale}`;

const unpacked = new Map<string, BreedEntry[]>();

/** The entries of a packed list; the same array for the same list (memoised per page). */
export function unpackBreeds(packed: PackedBreeds): BreedEntry[] {
  let entries = unpacked.get(packed);
  if (!entries) {
    const [basePath, ...lines] = packed.split('\n');
    entries = lines.map((line) => {
      const [key, name, en, count, path] = line.split('\t') as [
        string,
        string,
        string,
        string,
        string,
      ];
      return {
        key,
        name,
        ...(en && { en }),
        count: Number(count),
        path: path.startsWith('/') ? path : `${basePath}/${path}`,
      };
    });
    // A page has a list or two; a long visit with changing counts keeps only recent ones.
    if (unpacked.size >= 8) unpacked.delete(unpacked.keys().next().value!);
    unpacked.set(packed, entries);
  }
  return entries;
}
