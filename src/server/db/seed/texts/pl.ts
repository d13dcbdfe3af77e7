import type { LanguagePack } from '../demo-texts';

export const pl: LanguagePack = {
  sex: { male: 'piesek', female: 'suczka' },
  age: {
    week: { one: '# tydzień', few: '# tygodnie', many: '# tygodni', other: '# tygodnia' },
    month: { one: '# miesiąc', few: '# miesiące', many: '# miesięcy', other: '# miesiąca' },
    year: { one: '# rok', few: '# lata', many: '# lat', other: '# roku' },
  },
  titles: {
    puppy: [
      '{Breed} – szczeniak, {sex}',
      'Szczeniak {breed} ({sex}) na sprzedaż',
      '{Breed}, {sex}, {city}',
    ],
    adult: ['{Breed}, {sex}, {age}', 'Dorosły {breed} ({sex}) szuka domu'],
    litter: ['Planowany miot: {breed}, {when}', 'Miot {breed} – planowany termin: {when}'],
  },
  intro: {
    puppy: [
      'Nasz szczeniak rasy {breed} ({sex}, kolor {colour}) ma {age} i jest gotowy do nowego domu.',
      'Ten wesoły szczeniak ({breed}, {sex}, kolor {colour}) ma {age} i wychowuje się w domu, {city}.',
      'Przedstawiamy: {breed}, {sex}, kolor {colour}, {age} – zrównoważony i przytulaśny maluch.',
    ],
    adult: [
      'Nasz pies rasy {breed} ({sex}, kolor {colour}) ma {age} i szuka spokojnego, kochającego domu.',
      'Po zakończeniu kariery hodowlanej szukamy domu dla naszego psa ({breed}, {sex}, {age}).',
    ],
    litter: [
      'Planujemy miot rasy {breed} – {when}, spodziewamy się około {count} szczeniąt.',
      'Kolejny miot ({breed}) planowany na {when}; około {count} szczeniąt, kolory: {colour}.',
    ],
  },
  pedigree: [
    'Rodowód FCI wydany przez {registry}.',
    'Rodowód {registry}; oboje rodzice mają badania zdrowotne.',
  ],
  noPedigree: [
    'Bez rodowodu, oboje rodzice na miejscu.',
    'Bez rodowodu; rodzice to nasze psy rodzinne.',
  ],
  care: {
    puppy: [
      'Zaczipowany, zaszczepiony i odrobaczony zgodnie z wiekiem, z paszportem UE.',
      'Wychowuje się z dziećmi i kotami, zna jazdę samochodem i domowe dźwięki.',
    ],
    adult: [
      'W pełni zaszczepiony, zaczipowany, czysty w domu i ładnie chodzi na smyczy.',
      'Dogaduje się z innymi psami i zna podstawowe komendy.',
    ],
    litter: [
      'Szczenięta pojadą do nowych domów najwcześniej w wieku 8 tygodni – zaczipowane, zaszczepione i odrobaczone.',
      'Szczeniaka można zarezerwować za zadatkiem; co tydzień wysyłamy zdjęcia i filmy.',
    ],
  },
  closing: [
    'Odwiedziny po wcześniejszym umówieniu ({city}).',
    'Opieka hodowli {kennel} przez całe życie psa – zadzwoń lub napisz.',
    'Tylko do kochającego domu; chętnie odpowiemy na wszystkie pytania.',
  ],
  refund: {
    amount:
      'Zadatek w wysokości {deposit} rezerwuje psa. Zwracamy go, jeśli to my zrezygnujemy lub jeśli zrezygnujesz w ciągu 7 dni; później przepada.',
    percent:
      'Zadatek wynosi {deposit} ceny i jest odliczany przy odbiorze. Jeśli szczeniak nie może zostać wydany z powodów zdrowotnych, zwracamy go w całości.',
  },
  vaccinations: {
    puppy: [
      'Dwukrotnie szczepiony (DHPPi + L4), wścieklizna w 12. tygodniu',
      'Pierwsze szczepienie w 8. tygodniu, drugie w 12. tygodniu',
    ],
    adult: [
      'Pełne szczepienia, wścieklizna ważna do {year} r.',
      'Coroczne szczepienia i wścieklizna aktualne',
    ],
  },
  deworming: {
    puppy: [
      'Odrobaczany co dwa tygodnie od 2. tygodnia życia',
      'Odrobaczany w 2., 4., 6. i 8. tygodniu',
    ],
    adult: ['Odrobaczany co trzy miesiące', 'Regularnie odrobaczany'],
  },
  kennelAbout: [
    '{Kennel} to mała rodzinna hodowla ({city}), działamy od {year} roku. Rasy: {breeds}.',
    'Nasze psy mieszkają z nami w domu, a szczenięta dorastają z dziećmi. Rasy: {breeds}.',
  ],
  colours: {
    black: 'czarny',
    yellow: 'biszkoptowy',
    chocolate: 'czekoladowy',
    golden: 'złoty',
    cream: 'kremowy',
    red: 'rudy',
    fawn: 'płowy',
    brindle: 'pręgowany',
    white: 'biały',
    blackTan: 'czarny podpalany',
    blueTan: 'stalowoniebieski podpalany',
    sable: 'sobolowy',
    blackWhite: 'czarno-biały',
    tricolour: 'trójkolorowy',
    blueMerle: 'blue merle',
    apricot: 'morelowy',
    grey: 'szary',
    blenheim: 'blenheim',
    russet: 'złotorudy',
  },
};
