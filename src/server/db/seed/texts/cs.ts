import type { LanguagePack } from '../demo-texts';

export const cs: LanguagePack = {
  sex: { male: 'pejsek', female: 'fenka' },
  age: {
    week: { one: '# týden', few: '# týdny', many: '# týdne', other: '# týdnů' },
    month: { one: '# měsíc', few: '# měsíce', many: '# měsíce', other: '# měsíců' },
    year: { one: '# rok', few: '# roky', many: '# roku', other: '# let' },
  },
  titles: {
    puppy: ['{Breed} – štěně, {sex}', 'Štěně – {breed}, {sex}', '{Breed}, {sex}, {city}'],
    adult: ['{Breed}, {sex}, {age}', 'Hledá domov: {breed}, {sex}, {age}'],
    litter: ['Plánovaný vrh: {breed}, {when}', 'Vrh – {breed}, očekáváme {when}'],
  },
  intro: {
    puppy: [
      'Naše štěně plemene {breed} ({sex}, barva {colour}), věk {age}, je připravené do milující rodiny.',
      'Veselé štěně ({breed}, {sex}, barva {colour}) vyrůstá u nás doma, {city}; věk {age}.',
      'Představujeme: {breed}, {sex}, barva {colour}, věk {age} – vyrovnané a mazlivé štěně.',
    ],
    adult: [
      'Náš pes plemene {breed} ({sex}, barva {colour}), věk {age}, hledá klidný a milující domov.',
      'Po ukončení chovné kariéry hledáme domov pro našeho psa ({breed}, {sex}, věk {age}).',
    ],
    litter: [
      'Očekáváme vrh plemene {breed} ({when}), předpokládaný počet štěňat: {count}.',
      'Další vrh ({breed}) plánujeme na {when}; počet štěňat asi {count}, barvy: {colour}.',
    ],
  },
  pedigree: [
    'S průkazem původu {registry} (FCI).',
    'PP {registry}; oba rodiče mají zdravotní testy.',
  ],
  noPedigree: [
    'Bez PP, oba rodiče k vidění u nás.',
    'Bez průkazu původu; rodiče jsou naši rodinní psi.',
  ],
  care: {
    puppy: [
      'Čipované, očkované a odčervené podle věku, s EU pasem.',
      'Vyrůstá s dětmi a kočkami, zvyklé na auto i běžné zvuky domácnosti.',
    ],
    adult: [
      'Kompletně očkovaný, čipovaný, čistotný a chodí pěkně na vodítku.',
      'Snáší se s ostatními psy a zná základní povely.',
    ],
    litter: [
      'Štěňata odcházejí nejdříve v 8 týdnech – čipovaná, očkovaná a odčervená.',
      'Štěně lze rezervovat zálohou; každý týden posíláme fotky a videa.',
    ],
  },
  closing: [
    'Návštěva možná po domluvě ({city}).',
    'Celoživotní podpora od chovatelské stanice {kennel} – volejte nebo pište.',
    'Pouze do milující rodiny; rádi odpovíme na všechny dotazy.',
  ],
  refund: {
    amount:
      'Zálohou {deposit} si psa zarezervujete. Vracíme ji, pokud prodej zrušíme my nebo pokud odstoupíte do 7 dnů; později propadá.',
    percent:
      'Záloha činí {deposit} z ceny a odečítá se při předání. Pokud štěně nelze ze zdravotních důvodů předat, vracíme ji v plné výši.',
  },
  vaccinations: {
    puppy: [
      'Dvakrát očkované (DHPPi + L4), vzteklina ve 12 týdnech',
      'První očkování v 8 týdnech, druhé ve 12 týdnech',
    ],
    adult: [
      'Kompletně očkovaný, vzteklina platná do roku {year}',
      'Každoroční přeočkování a vzteklina platné',
    ],
  },
  deworming: {
    puppy: ['Odčervováno každé dva týdny od 2 týdnů věku', 'Odčerveno ve 2, 4, 6 a 8 týdnech'],
    adult: ['Odčervován každé tři měsíce', 'Pravidelně odčervován'],
  },
  kennelAbout: [
    '{Kennel} je malá rodinná chovatelská stanice ({city}), chováme od roku {year}. Plemena: {breeds}.',
    'Naši psi žijí s námi v domě a štěňata vyrůstají s dětmi. Plemena: {breeds}.',
  ],
  colours: {
    black: 'černá',
    yellow: 'žlutá',
    chocolate: 'čokoládová',
    golden: 'zlatá',
    cream: 'krémová',
    red: 'červená',
    fawn: 'plavá',
    brindle: 'žíhaná',
    white: 'bílá',
    blackTan: 'černá s pálením',
    blueTan: 'ocelově modrá s pálením',
    sable: 'sobolí',
    blackWhite: 'černobílá',
    tricolour: 'tříbarevná',
    blueMerle: 'blue merle',
    apricot: 'meruňková',
    grey: 'šedá',
    blenheim: 'blenheim',
    russet: 'rezavě zlatá',
  },
};
