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

/** Folds every name once, so each keystroke only compares strings. */
export function indexBreeds(entries: readonly BreedEntry[]): BreedIndex {
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
