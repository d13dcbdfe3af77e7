/**
 * The trade registers a trader's number may come from, per country, with the shape of their
 * numbers (DSA art. 30(1)(d): "the trade register in which the trader is registered and its
 * registration number or equivalent means of identification in that register"). Only the shape
 * (and a check digit where the register defines one) is checked here; whether the number exists
 * is a question for the register. `checkedOn` is when the format was last read at the source.
 */
export interface TraderRegister {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The register as the country names it. */
  name: string;
  pattern: RegExp;
  /** An example of a well-formed number, shown as the field's hint. */
  example: string;
  source: string;
  checkedOn: string;
  /** A register's own check digit, when it has one. */
  isValid?: (digits: string) => boolean;
}

const CHECKED_ON = '2026-11-26';

/** Luhn, as INSEE uses it for SIREN numbers. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The Czech IČO's weighted modulo-11 check digit. */
function ico(digits: string): boolean {
  const sum = [...digits.slice(0, 7)].reduce((total, d, i) => total + Number(d) * (8 - i), 0);
  const check = (11 - (sum % 11)) % 10;
  return check === Number(digits[7]);
}

export const TRADER_REGISTERS: readonly TraderRegister[] = [
  {
    country: 'HU',
    name: 'Cégjegyzékszám / egyéni vállalkozói nyilvántartási szám',
    pattern: /^(\d{2}-\d{2}-\d{6}|\d{8})$/,
    example: '01-09-123456',
    source: 'https://www.e-cegjegyzek.hu',
    checkedOn: CHECKED_ON,
  },
  {
    country: 'DE',
    name: 'Handelsregister (HRA/HRB) oder Gewerbeanmeldung',
    pattern: /^HR[AB] ?\d{1,6}( ?[A-Z]{1,2})?$/,
    example: 'HRB 12345',
    source: 'https://www.handelsregister.de',
    checkedOn: CHECKED_ON,
  },
  {
    country: 'AT',
    name: 'Firmenbuchnummer',
    pattern: /^FN ?\d{1,6} ?[a-z]$/,
    example: 'FN 123456a',
    source: 'https://www.justiz.gv.at/firmenbuch',
    checkedOn: CHECKED_ON,
  },
  {
    country: 'GB',
    name: 'Companies House company number',
    pattern: /^([0-9]{8}|(SC|NI|OC|SO|NC|LP|SL)[0-9]{6})$/,
    example: '01234567',
    source: 'https://find-and-update.company-information.service.gov.uk',
    checkedOn: CHECKED_ON,
  },
  {
    country: 'IE',
    name: 'CRO company or business name number',
    pattern: /^\d{5,6}$/,
    example: '123456',
    source: 'https://cro.ie',
    checkedOn: CHECKED_ON,
  },
  {
    country: 'IT',
    name: 'Numero REA (Registro delle imprese)',
    pattern: /^[A-Z]{2}-?\d{5,7}$/,
    example: 'MI-1234567',
    source: 'https://www.registroimprese.it',
    checkedOn: CHECKED_ON,
  },
  {
    country: 'FR',
    name: 'SIREN (Registre national des entreprises)',
    pattern: /^\d{9}$/,
    example: '732829320',
    source: 'https://annuaire-entreprises.data.gouv.fr',
    checkedOn: CHECKED_ON,
    isValid: luhn,
  },
  {
    country: 'PL',
    name: 'Numer KRS lub NIP (CEIDG)',
    pattern: /^\d{10}$/,
    example: '0000123456',
    source: 'https://ekrs.ms.gov.pl',
    checkedOn: CHECKED_ON,
  },
  {
    country: 'CZ',
    name: 'IČO (obchodní / živnostenský rejstřík)',
    pattern: /^\d{8}$/,
    example: '25596641',
    source: 'https://or.justice.cz',
    checkedOn: CHECKED_ON,
    isValid: ico,
  },
  {
    country: 'RO',
    name: 'Număr de ordine în Registrul Comerțului (ONRC)',
    pattern: /^[JFC]\d{1,2}\/\d{1,6}\/(19|20)\d{2}$/,
    example: 'J40/1234/2020',
    source: 'https://www.onrc.ro',
    checkedOn: CHECKED_ON,
  },
  {
    country: 'RS',
    name: 'Матични број (АПР)',
    pattern: /^\d{8}$/,
    example: '12345678',
    source: 'https://www.apr.gov.rs',
    checkedOn: CHECKED_ON,
  },
  {
    country: 'RU',
    name: 'ОГРН / ОГРНИП',
    pattern: /^(\d{13}|\d{15})$/,
    example: '1027700132195',
    source: 'https://egrul.nalog.ru',
    checkedOn: CHECKED_ON,
  },
];

/** The register of a trader's country, or null when none is recorded (any number is taken). */
export function traderRegisterFor(country: string): TraderRegister | null {
  return TRADER_REGISTERS.find((register) => register.country === country) ?? null;
}

/** Whether a number has the shape (and check digit) of its country's register. */
export function isTraderRegisterNumber(country: string, number: string): boolean {
  const register = traderRegisterFor(country);
  const trimmed = number.trim();
  if (!register) return trimmed.length >= 3;
  if (!register.pattern.test(trimmed)) return false;
  return register.isValid ? register.isValid(trimmed.replace(/\D/g, '')) : true;
}
