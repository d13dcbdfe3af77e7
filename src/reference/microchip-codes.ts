import countries from 'i18n-iso-countries';

/**
 * Where a microchip number's first three digits come from (ISO 11784:1996 and its amendments, the
 * 15-digit decimal form of ISO 11785 transponders, as ICAR administers them):
 * - 001–899 are ISO 3166-1 numeric country codes; only codes that ISO 3166-1 assigns are valid
 *   (source: the ISO 3166-1 table that the `i18n-iso-countries` package ships, codes.json);
 * - 900–998 are manufacturer codes that ICAR assigns to registered manufacturers (ICAR, the
 *   International Committee for Animal Recording, keeps the list at https://www.icar.org);
 * - 999 marks test transponders and never identifies an animal.
 */
export const MICROCHIP_CODE_SOURCE = {
  standard: 'ISO 11784:1996 and amendments, ISO 11785:1996',
  countries: 'ISO 3166-1 numeric (i18n-iso-countries codes.json)',
  manufacturers: 'ICAR manufacturer codes 900–998 (https://www.icar.org)',
  checkedOn: '2026-11-26',
} as const;

export const MANUFACTURER_CODES = { first: 900, last: 998 } as const;

export type MicrochipCodeKind = 'country' | 'manufacturer';

/** What the first three digits of a 15-digit number are, or null when nothing assigns them. */
export function microchipCodeKind(chip: string): MicrochipCodeKind | null {
  if (!/^\d{15}$/.test(chip)) return null;
  const code = chip.slice(0, 3);
  const number = Number(code);
  if (number >= MANUFACTURER_CODES.first && number <= MANUFACTURER_CODES.last) {
    return 'manufacturer';
  }
  return countries.numericToAlpha2(code) ? 'country' : null;
}

/** The ISO 3166-1 alpha-2 country a chip's number was issued in, when it starts with one. */
export function microchipCountry(chip: string): string | null {
  if (microchipCodeKind(chip) !== 'country') return null;
  return countries.numericToAlpha2(chip.slice(0, 3)) ?? null;
}
