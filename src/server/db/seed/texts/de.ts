import type { LanguagePack } from '../demo-texts';

export const de: LanguagePack = {
  sex: { male: 'Rüde', female: 'Hündin' },
  age: {
    week: { one: '# Woche', other: '# Wochen' },
    month: { one: '# Monat', other: '# Monate' },
    year: { one: '# Jahr', other: '# Jahre' },
  },
  titles: {
    puppy: [
      '{Breed} Welpe, {sex}',
      '{Breed} Welpe – {sex} sucht ein Zuhause',
      '{Breed} {sex} aus liebevoller Zucht ({city})',
    ],
    adult: ['{Breed} {sex}, {age} alt', '{Breed} {sex} ({age}) sucht ein neues Zuhause'],
    litter: ['Geplanter {breed}-Wurf, erwartet {when}', '{Breed} Wurfplanung – {when}'],
  },
  intro: {
    puppy: [
      'Unser {breed}-Welpe ({sex}, Farbe {colour}) ist {age} alt und bereit für seine neue Familie.',
      'Dieser fröhliche {breed}-Welpe ({sex}, {colour}) ist {age} alt und bei uns im Haus in {city} aufgewachsen.',
      'Wir stellen vor: {breed}, {sex}, Farbe {colour}, {age} alt – ein ausgeglichener, verschmuster Welpe.',
    ],
    adult: [
      'Unser {breed} ({sex}, Farbe {colour}) ist {age} alt und sucht ein ruhiges, liebevolles Zuhause.',
      '{Breed}, {sex}, {age} alt: aus der Zucht verabschiedet und bereit für ein eigenes Sofa.',
    ],
    litter: [
      'Wir erwarten im {when} einen {breed}-Wurf mit etwa {count} Welpen.',
      'Unser nächster {breed}-Wurf ist für {when} geplant; erwartet werden etwa {count} Welpen in {colour}.',
    ],
  },
  pedigree: [
    'Papiere: FCI-Ahnentafel ({registry}).',
    'Zuchtbuch {registry}; beide Elterntiere sind gesundheitlich untersucht.',
  ],
  noPedigree: [
    'Ohne Papiere, beide Elterntiere können bei uns besucht werden.',
    'Keine Ahnentafel; die Eltern sind unsere eigenen Familienhunde.',
  ],
  care: {
    puppy: [
      'Gechippt, altersgemäß geimpft und entwurmt, mit EU-Heimtierausweis.',
      'Mit Kindern und Katzen aufgewachsen, ans Autofahren und Haushaltsgeräusche gewöhnt.',
    ],
    adult: [
      'Vollständig geimpft, gechippt, stubenrein und leinenführig.',
      'Verträglich mit anderen Hunden, beherrscht die Grundkommandos.',
    ],
    litter: [
      'Die Welpen ziehen frühestens mit 8 Wochen aus – gechippt, geimpft und entwurmt.',
      'Reservierung gegen Anzahlung möglich; wir schicken jede Woche Fotos und Videos.',
    ],
  },
  closing: [
    'Besuche in {city} nach Terminabsprache gerne möglich.',
    'Lebenslange Betreuung durch {kennel} – rufen Sie an oder schreiben Sie uns.',
    'Nur in liebevolle Hände; wir beantworten gerne alle Fragen.',
  ],
  refund: {
    amount:
      'Mit einer Anzahlung von {deposit} ist der Hund reserviert. Sie wird erstattet, wenn wir zurücktreten oder Sie innerhalb von 7 Tagen zurücktreten; danach verfällt sie.',
    percent:
      'Die Anzahlung beträgt {deposit} des Kaufpreises und wird bei Abholung verrechnet. Kann der Welpe aus gesundheitlichen Gründen nicht übergeben werden, erstatten wir sie vollständig.',
  },
  vaccinations: {
    puppy: [
      'Zweimal geimpft (SHPPi + L4), Tollwut mit 12 Wochen',
      'Erstimpfung mit 8 Wochen, Zweitimpfung mit 12 Wochen',
    ],
    adult: [
      'Vollständig geimpft, Tollwut gültig bis {year}',
      'Jährliche Auffrischung und Tollwutimpfung aktuell',
    ],
  },
  deworming: {
    puppy: ['Ab der 2. Lebenswoche alle zwei Wochen entwurmt', 'Entwurmt mit 2, 4, 6 und 8 Wochen'],
    adult: ['Alle drei Monate entwurmt', 'Regelmäßig entwurmt'],
  },
  kennelAbout: [
    '{Kennel} ist eine kleine Familienzucht in {city}; wir züchten seit {year}. Rassen: {breeds}.',
    'Unsere Hunde leben mit uns im Haus, die Welpen wachsen mit Kindern auf. Rassen: {breeds}.',
  ],
  colours: {
    black: 'schwarz',
    yellow: 'gelb',
    chocolate: 'braun',
    golden: 'golden',
    cream: 'creme',
    red: 'rot',
    fawn: 'falbfarben',
    brindle: 'gestromt',
    white: 'weiß',
    blackTan: 'schwarz-loh',
    blueTan: 'stahlblau-loh',
    sable: 'zobel',
    blackWhite: 'schwarz-weiß',
    tricolour: 'tricolor',
    blueMerle: 'blue merle',
    apricot: 'apricot',
    grey: 'grau',
    blenheim: 'blenheim',
    russet: 'semmelgelb',
  },
};
