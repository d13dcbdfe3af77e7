/**
 * Standard VAT rates of the 27 EU member states, in basis points (2700 = 27 %), for
 * electronically supplied services (always the standard rate).
 *
 * Source: European Commission, DG TAXUD, "VAT rates applied in the Member States of the
 * European Union" (taxation-customs.ec.europa.eu, situation at 1 January 2026), checked against
 * the changes of 2024–2025: Finland 25.5 % from 1 September 2024, Slovakia 23 % from 1 January
 * 2025, Estonia 24 % from 1 July 2025, Romania 21 % from 1 August 2025.
 * When a member state changes its rate, change the figure here and VAT_RATES_AS_OF; issued
 * invoices keep the rate they were issued with.
 */
export const VAT_RATES_SOURCE =
  'European Commission, VAT rates applied in the Member States of the European Union';
export const VAT_RATES_AS_OF = '2026-01-01';

export const EU_STANDARD_VAT_RATES = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
} as const satisfies Record<string, number>;

export type EuCountryCode = keyof typeof EU_STANDARD_VAT_RATES;

/** Whether an ISO 3166-1 alpha-2 code (upper case) names an EU member state. */
export function isEuCountry(countryCode: string): countryCode is EuCountryCode {
  return Object.hasOwn(EU_STANDARD_VAT_RATES, countryCode);
}

/** The standard rate of an EU member state in basis points. */
export function standardVatRate(countryCode: EuCountryCode): number {
  return EU_STANDARD_VAT_RATES[countryCode];
}
