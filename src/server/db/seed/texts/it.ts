import type { LanguagePack } from '../demo-texts';

export const it: LanguagePack = {
  sex: { male: 'maschio', female: 'femmina' },
  age: {
    week: { one: '# settimana', other: '# settimane' },
    month: { one: '# mese', other: '# mesi' },
    year: { one: '# anno', other: '# anni' },
  },
  titles: {
    puppy: [
      'Cucciolo di {breed}, {sex}',
      '{Breed}: cucciolo {sex} disponibile',
      'Cucciolo {breed} {sex} – {city}',
    ],
    adult: ['{Breed} {sex}, {age}', '{Breed} adulto ({sex}) cerca casa'],
    litter: [
      'Cucciolata di {breed} in arrivo – {when}',
      'Cucciolata {breed} programmata per {when}',
    ],
  },
  intro: {
    puppy: [
      'Il nostro cucciolo di {breed} ({sex}, colore {colour}) ha {age} ed è pronto per una famiglia amorevole.',
      'Questo allegro cucciolo di {breed} ({sex}, colore {colour}) ha {age} ed è cresciuto in casa con noi a {city}.',
      'Vi presentiamo un cucciolo di {breed}: {sex}, colore {colour}, {age}, equilibrato e affettuoso.',
    ],
    adult: [
      'Il nostro {breed} ({sex}, colore {colour}) ha {age} e cerca una casa tranquilla e amorevole.',
      '{Breed}, {sex}, {age}: ha concluso la carriera riproduttiva e merita un divano tutto suo.',
    ],
    litter: [
      'Aspettiamo una cucciolata di {breed} a {when}, circa {count} cuccioli.',
      'La prossima cucciolata di {breed} è prevista per {when}; attendiamo circa {count} cuccioli, colori: {colour}.',
    ],
  },
  pedigree: [
    'Con pedigree {registry} (FCI).',
    'Pedigree {registry}; entrambi i genitori hanno eseguito i test sanitari.',
  ],
  noPedigree: [
    'Senza pedigree, entrambi i genitori visibili da noi.',
    'Senza pedigree; i genitori sono i nostri cani di famiglia.',
  ],
  care: {
    puppy: [
      'Microchip, vaccinazioni e sverminazioni in base all’età, passaporto europeo.',
      'Cresce in famiglia con bambini e gatti, tra viaggi in auto e rumori di casa.',
    ],
    adult: [
      'Vaccinazioni complete, microchip; sporca solo fuori e cammina bene al guinzaglio.',
      'Va d’accordo con altri cani e conosce i comandi di base.',
    ],
    litter: [
      'I cuccioli andranno a casa non prima delle 8 settimane, con microchip, vaccini e sverminazioni.',
      'È possibile prenotare un cucciolo con un acconto; ogni settimana inviamo foto e video.',
    ],
  },
  closing: [
    'Visite su appuntamento a {city}.',
    'Assistenza per tutta la vita da {kennel}: chiamate o scrivete per informazioni.',
    'Solo a famiglie amorevoli; rispondiamo volentieri a ogni domanda.',
  ],
  refund: {
    amount:
      'Con un acconto di {deposit} il cane è riservato. L’acconto viene restituito se annulliamo noi o se rinunciate entro 7 giorni; dopo non è rimborsabile.',
    percent:
      'L’acconto è pari al {deposit} del prezzo e viene scalato alla consegna. Se il cucciolo non può essere consegnato per motivi di salute, viene rimborsato per intero.',
  },
  vaccinations: {
    puppy: [
      'Due vaccinazioni (polivalente + leptospirosi), antirabbica a 12 settimane',
      'Prima vaccinazione a 8 settimane, seconda a 12 settimane',
    ],
    adult: [
      'Vaccinazioni complete, antirabbica valida fino al {year}',
      'Richiami annuali e antirabbica in regola',
    ],
  },
  deworming: {
    puppy: [
      'Sverminazione ogni due settimane dalle 2 settimane di vita',
      'Sverminazioni a 2, 4, 6 e 8 settimane',
    ],
    adult: ['Sverminazione ogni tre mesi', 'Sverminazioni regolari'],
  },
  kennelAbout: [
    '{Kennel} è un piccolo allevamento familiare a {city}; alleviamo dal {year}. Razze: {breeds}.',
    'I nostri cani vivono in casa con noi e i cuccioli crescono insieme ai bambini. Razze: {breeds}.',
  ],
  colours: {
    black: 'nero',
    yellow: 'giallo',
    chocolate: 'cioccolato',
    golden: 'dorato',
    cream: 'crema',
    red: 'rosso',
    fawn: 'fulvo',
    brindle: 'tigrato',
    white: 'bianco',
    blackTan: 'nero focato',
    blueTan: 'blu acciaio e focato',
    sable: 'zibellino',
    blackWhite: 'bianco e nero',
    tricolour: 'tricolore',
    blueMerle: 'blue merle',
    apricot: 'albicocca',
    grey: 'grigio',
    blenheim: 'blenheim',
    russet: 'fulvo dorato',
  },
};
