/**
 * When a dog may first travel from the country it is listed in to a buyer's country, and what it
 * needs, under Regulation (EU) No 576/2013 on the non-commercial movement of pet animals (and
 * Great Britain's rules, which follow it). Rules are data: each carries its source and the date it
 * was last read against that source. A date is computed only where these rules decide it; a
 * destination outside them (Russia, Serbia) answers with its own authority to ask.
 */
export const TRAVEL_RULES_CHECKED_ON = '2026-11-26';

export const TRAVEL_SOURCES = {
  regulation: {
    law: 'Regulation (EU) No 576/2013, art. 6, 10 and Annex III',
    url: 'https://eur-lex.europa.eu/eli/reg/2013/576/oj',
  },
  listedCountries: {
    law: 'Implementing Regulation (EU) No 577/2013, Annex II (Part 1 and Part 2)',
    url: 'https://eur-lex.europa.eu/eli/reg_impl/2013/577/oj',
  },
  tapeworm: {
    law: 'Delegated Regulation (EU) 2018/772 (Echinococcus multilocularis)',
    url: 'https://eur-lex.europa.eu/eli/reg_del/2018/772/oj',
  },
  titration: {
    law: 'Regulation (EU) No 576/2013, Annex IV',
    url: 'https://eur-lex.europa.eu/eli/reg/2013/576/oj',
  },
  greatBritain: {
    law: 'Pet travel to Great Britain (GOV.UK)',
    url: 'https://www.gov.uk/bring-pet-to-great-britain',
  },
} as const;

/** Member states among the site's countries (and those its rules name). */
export const EU_MEMBERS = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

/**
 * Non-EU countries on Annex II of Regulation 577/2013 (a rabies situation like the EU's): dogs
 * from them need no antibody test. Great Britain is in Part 1 (since Implementing Regulation
 * (EU) 2021/634), Russia in Part 2; Serbia is on neither part, so a dog from Serbia needs the
 * titration test and its waiting period.
 */
export const LISTED_THIRD_COUNTRIES = ['GB', 'NO', 'CH', 'RU'] as const;

/** Destinations that require a tapeworm treatment 1–5 days before arrival. */
export const TAPEWORM_DESTINATIONS = ['FI', 'IE', 'MT', 'NO', 'GB'] as const;

/** Destinations whose own import rules apply and that this table does not compute. */
export const NATIONAL_RULE_DESTINATIONS = {
  RU: 'https://fsvps.gov.ru',
  RS: 'https://www.vet.minpolj.gov.rs',
} as const;

export const RABIES_MIN_AGE_DAYS = 84;
export const RABIES_WAIT_DAYS = 21;
export const TITRATION_AFTER_VACCINATION_DAYS = 30;
export const TITRATION_WAIT_MONTHS = 3;

export type TravelNeed =
  | 'microchip'
  | 'rabiesVaccination'
  | 'petPassport'
  | 'healthCertificate'
  | 'tapewormTreatment'
  | 'titrationTest';

export type TravelAnswer =
  | { kind: 'sameCountry' }
  | { kind: 'nationalRules'; authority: string }
  | { kind: 'dated'; earliest: string; needs: TravelNeed[] };

const has = (list: readonly string[], country: string) => list.includes(country);

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function addMonths(date: string, months: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() + months);
  return day.toISOString().slice(0, 10);
}

/**
 * The earliest day a dog born on `birthDate` may enter `to` from `from`: a rabies vaccination
 * no earlier than 12 weeks of age (or the day it was given, when later), valid 21 days after;
 * from a country on neither part of Annex II, a blood sample 30 days after the vaccination and
 * three months' wait after it. Never before `today`.
 */
export function earliestTravel(input: {
  from: string;
  to: string;
  birthDate: string;
  rabiesVaccinatedOn?: string | null;
  today: string;
}): TravelAnswer {
  const { from, to, birthDate, today } = input;
  if (from === to) return { kind: 'sameCountry' };
  const authority = NATIONAL_RULE_DESTINATIONS[to as keyof typeof NATIONAL_RULE_DESTINATIONS];
  if (authority) return { kind: 'nationalRules', authority };
  const earliestVaccination = addDays(birthDate, RABIES_MIN_AGE_DAYS);
  const given = input.rabiesVaccinatedOn;
  const vaccination = given && given >= earliestVaccination ? given : earliestVaccination;
  const needsTitration = !has(EU_MEMBERS, from) && !has(LISTED_THIRD_COUNTRIES, from);
  const earliest = needsTitration
    ? addMonths(addDays(vaccination, TITRATION_AFTER_VACCINATION_DAYS), TITRATION_WAIT_MONTHS)
    : addDays(vaccination, RABIES_WAIT_DAYS);
  const needs: TravelNeed[] = ['microchip', 'rabiesVaccination'];
  needs.push(has(EU_MEMBERS, from) ? 'petPassport' : 'healthCertificate');
  if (needsTitration) needs.push('titrationTest');
  if (has(TAPEWORM_DESTINATIONS, to)) needs.push('tapewormTreatment');
  return { kind: 'dated', earliest: earliest < today ? today : earliest, needs };
}

/** The laws behind an answer: the regulation, plus those its needs and destination add. */
export function travelSources(needs: readonly TravelNeed[], to: string) {
  const sources: { law: string; url: string }[] = [TRAVEL_SOURCES.regulation];
  if (needs.includes('titrationTest')) {
    sources.push(TRAVEL_SOURCES.listedCountries, TRAVEL_SOURCES.titration);
  }
  if (needs.includes('tapewormTreatment')) sources.push(TRAVEL_SOURCES.tapeworm);
  if (to === 'GB') sources.push(TRAVEL_SOURCES.greatBritain);
  return sources;
}

/** The destinations the rules answer for: member states, listed third countries, national rules. */
export const TRAVEL_DESTINATIONS: readonly string[] = [
  ...new Set([
    ...EU_MEMBERS,
    ...LISTED_THIRD_COUNTRIES,
    ...Object.keys(NATIONAL_RULE_DESTINATIONS),
  ]),
];
