import type { ListingKind } from '@/validation/listing-enums';

/**
 * Per country: must a dog be microchipped, and its chip registered in the national database,
 * before it is offered (sold, given away) and so before its ad goes live? Planned litters are
 * exempt until born: their puppies are listed as puppies then. The law is cited as its country
 * publishes it; `checkedOn` is when the rule was last read against that source. A country not
 * listed has no rule here, and publishing asks for nothing beyond the form.
 */
export interface ChipRule {
  /** ISO 3166-1 alpha-2. */
  country: string;
  isChipRequired: boolean;
  isRegistrationRequired: boolean;
  /** The law, as cited in the country's official language. */
  law: string;
  source: string;
  checkedOn: string;
}

const CHECKED_ON = '2026-11-26';

export const CHIP_RULES: readonly ChipRule[] = [
  {
    country: 'HU',
    isChipRequired: true,
    isRegistrationRequired: true,
    law: '41/2010. (II. 26.) Korm. rendelet 17/B. §',
    source: 'https://njt.hu (Nemzeti Jogszabálytár)',
    checkedOn: CHECKED_ON,
  },
  {
    country: 'GB',
    isChipRequired: true,
    isRegistrationRequired: true,
    law: 'The Microchipping of Dogs (England) Regulations 2015, reg. 3',
    source: 'https://www.legislation.gov.uk/uksi/2015/108/regulation/3',
    checkedOn: CHECKED_ON,
  },
  {
    country: 'IE',
    isChipRequired: true,
    isRegistrationRequired: true,
    law: 'Microchipping of Dogs Regulations 2015 (S.I. No. 63 of 2015)',
    source: 'https://www.irishstatutebook.ie/eli/2015/si/63/made/en/',
    checkedOn: CHECKED_ON,
  },
  {
    country: 'DE',
    isChipRequired: false,
    isRegistrationRequired: false,
    law: 'Tierschutz-Hundeverordnung (no federal duty; some Länder require a chip)',
    source: 'https://www.gesetze-im-internet.de/tierschhuv/',
    checkedOn: CHECKED_ON,
  },
  {
    country: 'AT',
    isChipRequired: true,
    isRegistrationRequired: true,
    law: 'Tierschutzgesetz § 24a',
    source:
      'https://www.ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=20003541',
    checkedOn: CHECKED_ON,
  },
  {
    country: 'RU',
    isChipRequired: false,
    isRegistrationRequired: false,
    law: 'Федеральный закон от 27.12.2018 № 498-ФЗ (маркирование не обязательно по всей стране)',
    source: 'http://pravo.gov.ru',
    checkedOn: CHECKED_ON,
  },
  {
    country: 'IT',
    isChipRequired: true,
    isRegistrationRequired: true,
    law: 'Legge 14 agosto 1991, n. 281, art. 3; Accordo Stato-Regioni 6 febbraio 2003',
    source: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:1991-08-14;281',
    checkedOn: CHECKED_ON,
  },
  {
    country: 'RO',
    isChipRequired: true,
    isRegistrationRequired: true,
    law: 'OUG nr. 155/2001, aprobată prin Legea nr. 227/2002, modificată prin Legea nr. 258/2013',
    source: 'https://legislatie.just.ro',
    checkedOn: CHECKED_ON,
  },
  {
    country: 'PL',
    isChipRequired: false,
    isRegistrationRequired: false,
    law: 'Ustawa o ochronie zwierząt (brak ogólnokrajowego obowiązku; uchwały gmin)',
    source: 'https://isap.sejm.gov.pl/isap.nsf/DocDetails.xsp?id=WDU19971110724',
    checkedOn: CHECKED_ON,
  },
  {
    country: 'CZ',
    isChipRequired: true,
    isRegistrationRequired: false,
    law: 'Zákon č. 166/1999 Sb., o veterinární péči, § 4 odst. 1 písm. c)',
    source: 'https://www.zakonyprolidi.cz/cs/1999-166',
    checkedOn: CHECKED_ON,
  },
  {
    country: 'FR',
    isChipRequired: true,
    isRegistrationRequired: true,
    law: 'Code rural et de la pêche maritime, art. L212-10',
    source: 'https://www.legifrance.gouv.fr/codes/id/LEGITEXT000006071367',
    checkedOn: CHECKED_ON,
  },
  {
    country: 'RS',
    isChipRequired: true,
    isRegistrationRequired: true,
    law: 'Закон о ветеринарству („Сл. гласник РС”, бр. 91/2005, 30/2010, 93/2012 и 17/2019)',
    source: 'https://www.pravno-informacioni-sistem.rs',
    checkedOn: CHECKED_ON,
  },
];

/** The rule of a dog's country, or null when none is recorded. */
export function chipRuleFor(country: string): ChipRule | null {
  return CHIP_RULES.find((rule) => rule.country === country) ?? null;
}

/**
 * The rule that refuses publishing this ad without a microchip, or null when it may go live:
 * puppies and adults in a country that requires a chip need one; planned litters never do.
 */
export function chipRuleBlocking(listing: {
  kind: ListingKind;
  countryCode: string;
  microchip: string | null;
}): ChipRule | null {
  if (listing.kind === 'litter' || listing.microchip) return null;
  const rule = chipRuleFor(listing.countryCode);
  return rule?.isChipRequired ? rule : null;
}
