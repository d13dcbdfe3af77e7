import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { readFlatMessages } from './flat-messages';
import { LOCALES, LOCALE_TAGS } from './locales';
import { TIME_LIMIT_VALUES } from '@/validation/time-limits';
import { astOf, literals } from './message-ast';

const ROOT = path.join(import.meta.dirname, '../..');
const messagesOf = (locale: (typeof LOCALES)[number]) => [...readFlatMessages(locale)];

describe('Polish', () => {
  const polish = messagesOf('pl');

  it('addresses the reader as "ty", never as Państwo, Pan or Pani', () => {
    const formal = /(?<!\p{L})(?:Państw\p{L}*|Pan|Pana|Panu|Panem|Pani|Panią)(?!\p{L})/u;
    expect(polish.filter(([, text]) => formal.test(text)).map(([key]) => key)).toEqual([]);
  });

  it('asks in the informal imperative ("Wpisz", "Podaj"), never "Prosimy …" or "Proszę podać"', () => {
    const polite =
      /(?<!\p{L})(?:prosimy|proszę\s+(?:podać|wpisać|wybrać|sprawdzić|spróbować))(?!\p{L})/iu;
    expect(polish.filter(([, text]) => polite.test(text)).map(([key]) => key)).toEqual([]);
  });

  it('calls the deposit "zadatek", never "zaliczka"', () => {
    expect(polish.filter(([, text]) => /zaliczk/i.test(text)).map(([key]) => key)).toEqual([]);
  });
});

describe('Hungarian', () => {
  // Hungarian dates end with a full stop ("2026. november 25."): a sentence ending in one
  // takes no second stop.
  const date = new Intl.DateTimeFormat('hu-HU', { dateStyle: 'long' }).format(
    new Date(2026, 10, 25),
  );

  it('has no double full stops, a date at the end of a sentence included', () => {
    const doubled = messagesOf('hu').filter(([, text]) => {
      // Any argument the message names: a date where the name says so, a number otherwise;
      // a rich-text tag (<terms>…</terms>) renders its text.
      const tags = new Set([...text.matchAll(/<(\w+)>/g)].map((match) => match[1]));
      const values = new Proxy({} as Record<string, unknown>, {
        has: () => true,
        get: (_, name) => {
          if (typeof name === 'string' && tags.has(name))
            return (chunks: string[]) => chunks.join('');
          return typeof name === 'string' && /date/i.test(name) ? date : 7;
        },
      });
      const rendered = String(new IntlMessageFormat(text, 'hu-HU').format(values));
      return /(?<!\.)\.\.(?!\.)/.test(rendered);
    });
    expect(doubled.map(([key]) => key)).toEqual([]);
  });
});

describe.each(LOCALES)('numbers in %s', (locale) => {
  // Time limits come from one constant each through {minutes}, {restoreDays}, {activeDays}.
  const days = [TIME_LIMIT_VALUES.restoreDays, TIME_LIMIT_VALUES.activeDays].join('|');
  const unit = new RegExp(
    `\\d+\\s*(?:de\\s)?(?:minut|perc|Minute|минут|minuti)|(?:${days})\\s*(?:de\\s)?(?:nap|days?|Tag|дн|дан|giorn|zile|dni|dní|dny|jours)`,
    'iu',
  );

  it('writes no minutes or days of a time limit as a number', () => {
    const tag = LOCALE_TAGS[locale];
    const hardCoded = messagesOf(locale).filter(([, text]) =>
      literals(astOf(text, tag)).some((piece) => unit.test(piece)),
    );
    expect(hardCoded.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});

it.each(['it', 'ro', 'pl'] as const)('names the puppy-match service in %s words', (locale) => {
  const pages = globSync(`src/content/pages/${locale}/*.md`, { cwd: ROOT });
  const texts = [
    ...messagesOf(locale).map(([, text]) => text),
    ...pages.map((file) => readFileSync(path.join(ROOT, file), 'utf8')),
  ];
  expect(texts.filter((text) => /puppy-match/i.test(text))).toEqual([]);
});

// The Hungarian and Romanian interfaces say "Ön" and "dumneavoastră"; the photo texts did not.
it.each([
  [
    'hu',
    /(?<!\p{L})(?:húzd|töröld|törölj|törlöd|próbáld|nyomd|jelöld|elérted|szeretnél)(?!\p{L})/iu,
  ],
  [
    'ro',
    /(?<!\p{L})(?:alege|înlocuiește|trage-\p{L}+|ai atins|te rugăm|încearcă|închide|fă|mută|șterge|ștergi|apasă)(?!\p{L})/iu,
  ],
] as const)('addresses the reader formally in the %s photo texts', (locale, informal) => {
  const photos = messagesOf(locale).filter(([key]) => key.startsWith('Photos.'));
  expect(photos.filter(([, text]) => informal.test(text)).map(([key]) => key)).toEqual([]);
});

// Every Romanian text addresses the reader formally ("dumneavoastră", "Salvați", "puteți",
// "ați"); the pattern lists the informal forms that were found and corrected. A third-person
// verb ("{name} scrie…", "alege următoarea familie") is spelled like the informal imperative,
// so those verbs are caught only where an imperative would stand.
it('addresses the reader formally in every Romanian text', () => {
  const informal = new RegExp(
    [
      // "tu", its possessives and its clitics: îți, ți-a, să-ți, te-ai, înscrie-te
      '(?<!\\p{L})(?:tu|tine|ție|tău|ta|tăi|tale|ți|îți|te)(?!\\p{L})',
      // "ai" as "you have", not the genitive article ("membri ai clubului")
      '(?<!\\p{L})ai(?!\\p{L})(?!\\s+(?:\\p{L}+(?:ului|ei|lor)|căror)(?!\\p{L}))',
      // the second person singular, where it differs from the third
      '(?<!\\p{L})(?:ești|poți|vrei|vei|știi|vezi|mergi|introdu|treci|ieși|alegi|aștepți|accepți|cauți|completezi|contactezi|cumperi|descrii|economisești|încerci|lipsești|păstrezi|pierzi|pornești|primești|răspunzi|reînnoiești|scrii|vinzi)(?!\\p{L})',
      // an imperative with a clitic: "Arată-le", "deblochează-o", "Compară-l", "Trimite-mi"
      '(?<!\\p{L})\\p{L}{2,}[ăe]-(?:l|o|i|le|mi|ne)(?!\\p{L})',
      // an imperative opening a text, a sentence or a quoted label: "Salvează această căutare",
      // "Trimite" ("Alege acum" is the breeder's word that a buyer is choosing now)
      '(?:^|(?<=[{.!?:;…„]\\s?))(?:alege(?!\\s+acum(?!\\p{L}))|creează|verifică|mărește|elimină|salvează|trimite|deschide|închide|șterge|raportează|arhivează|mută|blochează|deblochează|partajează|citește|descarcă|păstrează|cumpără|plătește|reînnoiește|reîmprospătează|reîncepe|continuă|încearcă|încarcă|confirmă|bifează|compară|stabilește|publică|modifică|pune|reia|acceptă|refuză|oferă|filtrează|arată|lasă|rambursează|pornește|oprește|vizitează|anunță|scrie|comandă|afișează|sortează)(?!\\p{L})',
      // …or following a clause: "Înainte ca anunțul să fie publicat, completează …", "Da, elimină"
      '(?<=,\\s)(?:completează|încarcă|confirmă|elimină)(?!\\p{L})',
      // the informal greeting ("Bună, {name}!"; formally "Bună ziua, {name}!")
      '(?<!\\p{L})bună(?=,)',
    ].join('|'),
    'iu',
  );
  const found = messagesOf('ro').filter(([, text]) => informal.test(text));
  expect(found.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
});

it('says е-пошта in Serbian, as the rest of the Serbian interface does', () => {
  expect(
    messagesOf('sr')
      .filter(([, text]) => /имејл/i.test(text))
      .map(([key]) => key),
  ).toEqual([]);
});

describe('agreement and punctuation', () => {
  it.each(['it', 'fr', 'ro', 'sr'] as const)(
    'says the mother was born in the feminine in %s',
    (locale) => {
      const text = readFlatMessages(locale).get('Ad.parentBorn')!;
      const born = (role: string) =>
        String(new IntlMessageFormat(text, LOCALE_TAGS[locale]).format({ year: 2020, role }));
      expect(born('dam')).not.toBe(born('sire'));
    },
  );

  it('puts French label colons after a no-break space, inside the message', () => {
    expect(readFlatMessages('fr').get('Listing.labelled')).toBe('{label}\u00a0:');
    expect(readFlatMessages('en').get('Listing.labelled')).toBe('{label}:');
  });

  it('leaves no colon written after a message in a component', () => {
    const files = globSync('src/{app,components}/**/*.tsx', { cwd: ROOT });
    const colon = /\{t\w*\([^{}]*\)\}:/;
    const found = files.filter((file) => colon.test(readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });
});

// The help pages (src/content/pages) address the reader as the interface does.
describe('help pages', () => {
  const linesOf = (locale: string) =>
    globSync(`src/content/pages/${locale}/*.md`, { cwd: ROOT }).flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .map((line, index) => [`${file}:${index + 1}`, line] as const),
    );
  const matching = (locale: string, pattern: RegExp) =>
    linesOf(locale)
      .filter(([, line]) => pattern.test(line))
      .map(([where, line]) => `${where}: ${line}`);

  it('finds the pages of every language it checks', () => {
    for (const locale of ['it', 'pl', 'sr']) expect(linesOf(locale).length).toBeGreaterThan(0);
  });

  it('addresses the reader as "tu" in Italian, never as Lei', () => {
    // Lei and the possessives are capitalised only when they address the reader; La and Le
    // mid-sentence (after a lowercase word) are the formal object pronouns ("La informeremo").
    const formal = new RegExp(
      [
        '(?<!\\p{L})(?:Lei|Suo|Sua|Suoi|Sue)(?!\\p{L})',
        '(?<=\\p{Ll}\\s)(?:La|Le)(?!\\p{L})',
        '(?<!\\p{L})(?:[Ll]a preghiamo|[Cc]i contatti|[Ss]i rivolga|desidera|[Ss]celga|[Ss]criva|[Vv]erifichi)(?!\\p{L})',
      ].join('|'),
      'u',
    );
    expect(matching('it', formal)).toEqual([]);
  });

  it('addresses the reader as "ty" in Polish and calls the deposit "zadatek"', () => {
    const formal = /(?<!\p{L})(?:Państw\p{L}*|Pan|Pana|Panu|Panem|Pani|Panią)(?!\p{L})/u;
    expect(matching('pl', formal)).toEqual([]);
    expect(matching('pl', /(?<!\p{L})(?:prosimy|proszę)(?!\p{L})/iu)).toEqual([]);
    expect(matching('pl', /zaliczk/i)).toEqual([]);
  });

  it('says капара and е-пошта in Serbian', () => {
    expect(matching('sr', /депозит|имејл/iu)).toEqual([]);
  });
});
