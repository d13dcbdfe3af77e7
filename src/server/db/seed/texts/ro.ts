import type { LanguagePack } from '../demo-texts';

export const ro: LanguagePack = {
  sex: { male: 'mascul', female: 'femelă' },
  age: {
    week: { one: '# săptămână', few: '# săptămâni', other: '# de săptămâni' },
    month: { one: '# lună', few: '# luni', other: '# de luni' },
    year: { one: '# an', few: '# ani', other: '# de ani' },
  },
  titles: {
    puppy: ['Pui {breed}, {sex}', 'Vând pui {breed} – {sex}', 'Cățel {breed} ({sex}), {city}'],
    adult: ['{Breed} {sex}, {age}', '{Breed} adult ({sex}) caută o familie'],
    litter: ['Așteptăm pui {breed} – {when}', 'Cuib planificat: {breed}, {when}'],
  },
  intro: {
    puppy: [
      'Puiul nostru de {breed} ({sex}, culoare {colour}) are {age} și este gata pentru o familie iubitoare.',
      'Acest pui vesel de {breed} ({sex}, culoare {colour}) are {age} și a crescut în casă, la noi în {city}.',
      'Vă prezentăm un pui de {breed}: {sex}, culoare {colour}, {age}, echilibrat și afectuos.',
    ],
    adult: [
      'Câinele nostru de rasă {breed} ({sex}, culoare {colour}) are {age} și caută o casă liniștită.',
      '{Breed}, {sex}, {age}: retras din reproducție, își merită propria canapea.',
    ],
    litter: [
      'Așteptăm un cuib de {breed} în {when}, aproximativ {count} pui.',
      'Următorii pui de {breed} sunt așteptați în {when}; estimăm {count} pui, culori: {colour}.',
    ],
  },
  pedigree: [
    'Cu pedigree {registry} (FCI).',
    'Pedigree {registry}; ambii părinți au teste de sănătate.',
  ],
  noPedigree: [
    'Fără pedigree, ambii părinți pot fi văzuți la noi.',
    'Fără acte; părinții sunt câinii noștri de familie.',
  ],
  care: {
    puppy: [
      'Microcipat, vaccinat și deparazitat conform vârstei, cu pașaport european.',
      'Crește în familie cu copii și pisici, obișnuit cu mașina și zgomotele casei.',
    ],
    adult: [
      'Vaccinat complet, microcipat, educat pentru casă și merge frumos în lesă.',
      'Se înțelege bine cu alți câini și cunoaște comenzile de bază.',
    ],
    litter: [
      'Puii pleacă acasă cel mai devreme la 8 săptămâni, microcipați, vaccinați și deparazitați.',
      'Puteți rezerva un pui cu avans; trimitem poze și video în fiecare săptămână.',
    ],
  },
  closing: [
    'Vizite cu programare în {city}.',
    'Suport pe viață din partea {kennel} – sunați sau scrieți-ne.',
    'Doar în familii iubitoare; răspundem cu drag la orice întrebare.',
  ],
  refund: {
    amount:
      'Un avans de {deposit} rezervă câinele. Avansul se returnează dacă anulăm noi sau dacă renunțați în 7 zile; după aceea nu se mai returnează.',
    percent:
      'Avansul reprezintă {deposit} din preț și se scade la predare. Dacă puiul nu poate fi predat din motive de sănătate, avansul se returnează integral.',
  },
  vaccinations: {
    puppy: [
      'Două vaccinuri (polivalent + L4), antirabic la 12 săptămâni',
      'Primul vaccin la 8 săptămâni, al doilea la 12 săptămâni',
    ],
    adult: [
      'Vaccinat complet, antirabic valabil până în {year}',
      'Rapeluri anuale și antirabic la zi',
    ],
  },
  deworming: {
    puppy: [
      'Deparazitat la fiecare două săptămâni de la 2 săptămâni',
      'Deparazitat la 2, 4, 6 și 8 săptămâni',
    ],
    adult: ['Deparazitat la trei luni', 'Deparazitat regulat'],
  },
  kennelAbout: [
    '{Kennel} este o canisă mică de familie din {city}; creștem din {year}. Rase: {breeds}.',
    'Câinii noștri locuiesc în casă cu noi, iar puii cresc alături de copii. Rase: {breeds}.',
  ],
  colours: {
    black: 'negru',
    yellow: 'galben',
    chocolate: 'ciocolatiu',
    golden: 'auriu',
    cream: 'crem',
    red: 'roșcat',
    fawn: 'fawn',
    brindle: 'tigrat',
    white: 'alb',
    blackTan: 'negru și tan',
    blueTan: 'albastru oțel și tan',
    sable: 'sable',
    blackWhite: 'alb-negru',
    tricolour: 'tricolor',
    blueMerle: 'blue merle',
    apricot: 'caisă',
    grey: 'gri',
    blenheim: 'blenheim',
    russet: 'auriu-roșcat',
  },
};
