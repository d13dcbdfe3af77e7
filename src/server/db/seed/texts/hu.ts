import type { LanguagePack } from '../demo-texts';

export const hu: LanguagePack = {
  sex: { male: 'kan', female: 'szuka' },
  age: {
    week: { other: '# hetes' },
    month: { other: '# hónapos' },
    year: { other: '# éves' },
  },
  titles: {
    puppy: [
      '{Breed} kiskutya – {sex}',
      '{Breed} {sex} kölyök eladó',
      'Eladó {breed} {sex} kiskutya, {city}',
    ],
    adult: ['{Breed} {sex}, {age}', 'Felnőtt {breed} {sex} új gazdit keres'],
    litter: ['Tervezett {breed} alom – várható: {when}', '{Breed} alom érkezik: {when}'],
  },
  intro: {
    puppy: [
      '{Breed} {sex} kiskutyánk ({colour}) most {age}, és szerető családot keres.',
      'Ez a vidám, {colour} {breed} {sex} {age}, és családi házban nevelkedett {city} közelében.',
      '{Colour} {breed} {sex} kölyök, {age}, kiegyensúlyozott és barátságos természettel.',
    ],
    adult: [
      'Gazdit keres {colour} {breed} {sex}, aki {age}; nyugodt, szerető otthont szeretnénk neki.',
      'Tenyésztésből visszavonult {breed} {sex} ({colour}), {age}, most egy saját kanapét érdemel.',
    ],
    litter: [
      'Következő {breed} almunk érkezik, várható születés: {when}, körülbelül {count} kölyök.',
      'Tervezett {breed} alom ({when}), várhatóan {count} kiskutyával; várható színek: {colour}.',
    ],
  },
  pedigree: [
    'Törzskönyv: {registry} (FCI).',
    'Törzskönyvezett ({registry}), mindkét szülő egészségszűrt.',
  ],
  noPedigree: [
    'Törzskönyv nélküli, de mindkét szülő nálunk megtekinthető.',
    'Törzskönyve nincs; a szülők saját családi kutyáink.',
  ],
  care: {
    puppy: [
      'Chipezve, kora szerint oltva és féregtelenítve, EU kisállatútlevéllel.',
      'Gyerekek és macskák mellett nevelkedett, megszokta az autózást és a háztartási zajokat.',
    ],
    adult: [
      'Teljesen oltott, chipezett, szobatiszta és jól megy pórázon.',
      'Más kutyákkal jól kijön, az alapvezényszavakat ismeri.',
    ],
    litter: [
      'A kölykök legkorábban 8 hetesen, chipezve, oltva és féregtelenítve költözhetnek.',
      'Foglaló ellenében már most lefoglalható kölyök; hetente küldünk fotókat és videókat.',
    ],
  },
  closing: [
    'Előzetes egyeztetés után megtekinthető ({city}).',
    '{Kennel}: egész életre szóló segítség a gazdiknak – hívjon vagy írjon bátran!',
    'Csak szerető családhoz adjuk, minden kérdésre szívesen válaszolunk.',
  ],
  refund: {
    amount:
      '{deposit} foglaló ellenében lefoglalható. A foglalót visszafizetjük, ha mi lépünk vissza, vagy ha Ön 7 napon belül eláll; ezt követően nem jár vissza.',
    percent:
      'A foglaló a vételár {deposit}-a, amelyet átadáskor levonunk. Ha a kölyök egészségügyi okból nem adható át, teljes összegben visszajár.',
  },
  vaccinations: {
    puppy: [
      'Kétszer oltva (kombinált + parvo), veszettség elleni oltás 12 hetesen',
      '6 hetesen parvo, 9 hetesen kombinált oltás',
    ],
    adult: [
      'Minden oltása érvényes, a veszettség elleni oltás {year}-ig érvényes',
      'Éves kombinált és veszettség elleni oltás naprakész',
    ],
  },
  deworming: {
    puppy: ['2 hetes kortól kéthetente féregtelenítve', 'Féregtelenítve 2, 4, 6 és 8 hetesen'],
    adult: ['Háromhavonta féregtelenítve', 'Rendszeresen féregtelenítve'],
  },
  kennelAbout: [
    '{Kennel} kis családi kennel {city} közelében, {year} óta tenyésztünk. Fajtáink: {breeds}.',
    'Kutyáink velünk élnek a házban, kölykeink gyerekek között nőnek fel. Fajtáink: {breeds}.',
  ],
  colours: {
    black: 'fekete',
    yellow: 'sárga',
    chocolate: 'csokoládébarna',
    golden: 'arany',
    cream: 'krémszínű',
    red: 'vörös',
    fawn: 'őzbarna',
    brindle: 'csíkos',
    white: 'fehér',
    blackTan: 'fekete-cser',
    blueTan: 'acélkék-cser',
    sable: 'sable',
    blackWhite: 'fekete-fehér',
    tricolour: 'tricolor',
    blueMerle: 'blue merle',
    apricot: 'barackszínű',
    grey: 'szürke',
    blenheim: 'blenheim',
    russet: 'zsemleszínű',
  },
};
