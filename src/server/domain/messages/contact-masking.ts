/**
 * Finds phone numbers and e-mail addresses in a message, written plainly or lightly disguised
 * ("name at gmail dot com", "0 6 3 0 …", "six two zero …" in any of the site's languages), so
 * a reader who may not see them yet gets the text with them hidden.
 */

/** What stands in for a hidden phone number or e-mail address (the page explains it). */
export const CONTACT_MASK = '•••';

/** Digits written as words, in the site's 10 languages (without accents; text is folded). */
const DIGIT_WORDS = [
  // en
  'zero|oh|one|two|three|four|five|six|seven|eight|nine',
  // hu
  'nulla|egy|ketto|harom|negy|ot|hat|het|nyolc|kilenc',
  // it
  'uno|due|tre|quattro|cinque|sei|sette|otto|nove',
  // pl
  'jeden|dwa|trzy|cztery|piec|szesc|siedem|osiem|dziewiec',
  // fr
  'zero|un|deux|trois|quatre|cinq|sept|huit|neuf',
  // de
  'null|eins|zwei|drei|vier|funf|fuenf|sechs|sieben|acht|neun',
  // cs
  'nula|jedna|dva|tri|ctyri|pet|sest|sedm|osm|devet',
  // ro
  'unu|doi|trei|patru|cinci|sase|sapte|opt|noua',
  // sr (Latin)
  'jedan|cetiri|sedam|osam',
  // ru, sr (Cyrillic)
  'ноль|нуль|один|одна|два|две|три|четыре|пять|шесть|семь|восемь|девять|нула|један|четири|пет|шест|седам|осам|девет',
].join('|');

const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}])';
const NOT_WORD_AFTER = '(?![\\p{L}\\p{N}])';
const NUMBER_TOKEN = `(?:\\d+|(?:${DIGIT_WORDS})${NOT_WORD_AFTER})`;
const NUMBER_SEPARATOR = '[\\s.\\-/()]*';
const NUMBER_RUN = new RegExp(
  `${NOT_WORD_BEFORE}\\+?${NUMBER_TOKEN}(?:${NUMBER_SEPARATOR}${NUMBER_TOKEN})+`,
  'giu',
);
const DIGIT_WORD = new RegExp(`^(?:${DIGIT_WORDS})$`, 'iu');

/** A phone number has at least 9 digits; spelled-out digits are a disguise from 7 on. */
const PHONE_DIGITS = 9;
const SPELLED_PHONE_DIGITS = 7;

const AT =
  '(?:@|\\s*[([{<]\\s*(?:at|@)\\s*[)\\]}>]\\s*|\\s+(?:at|kukac|chiocciola|malpa|małpa|arobase|arroba|affe|zavinac|majmunce|собака|собачка)\\s+)';
const DOT =
  '(?:\\.|\\s*[([{<]\\s*(?:dot|\\.)\\s*[)\\]}>]\\s*|\\s+(?:dot|pont|punto|kropka|point|punkt|tecka|punct|tacka|точка)\\s+)';
const EMAIL = new RegExp(
  `[\\p{L}\\p{N}._%+-]+${AT}[\\p{L}\\p{N}-]+(?:${DOT}[\\p{L}\\p{N}-]+)*${DOT}\\p{L}{2,}${NOT_WORD_AFTER}`,
  'giu',
);

/** Lower case without accents, one character for one, so found places map back to the text. */
function fold(text: string): string {
  return Array.from(text, (char) => {
    const folded = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    return folded.length === char.length ? folded : char.toLowerCase();
  }).join('');
}

function countDigits(run: string): { digits: number; isSpelled: boolean } {
  let digits = 0;
  let isSpelled = false;
  for (const token of run.split(/[\s.\-/()+]+/u)) {
    if (/^\d+$/u.test(token)) digits += token.length;
    else if (DIGIT_WORD.test(token)) {
      digits += 1;
      isSpelled = true;
    }
  }
  return { digits, isSpelled };
}

/** The [start, end) places of contact details in `text`. */
export function findContactDetails(text: string): [number, number][] {
  const folded = fold(text);
  const found: [number, number][] = [];
  for (const match of folded.matchAll(EMAIL)) {
    found.push([match.index, match.index + match[0].length]);
  }
  for (const match of folded.matchAll(NUMBER_RUN)) {
    const { digits, isSpelled } = countDigits(match[0]);
    if (digits >= (isSpelled ? SPELLED_PHONE_DIGITS : PHONE_DIGITS)) {
      const trimmed = match[0].replace(/[\s.\-/(]+$/u, '');
      found.push([match.index, match.index + trimmed.length]);
    }
  }
  return found.sort((a, b) => a[0] - b[0]);
}

/** The text with every phone number and e-mail address replaced by CONTACT_MASK. */
export function maskContactDetails(text: string): { text: string; isMasked: boolean } {
  const places = findContactDetails(text);
  if (places.length === 0) return { text, isMasked: false };
  let masked = '';
  let from = 0;
  for (const [start, end] of places) {
    if (end <= from) continue;
    masked += text.slice(from, Math.max(start, from)) + CONTACT_MASK;
    from = end;
  }
  return { text: masked + text.slice(from), isMasked: true };
}
