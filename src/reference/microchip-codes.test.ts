import { describe, expect, it } from 'vitest';
import { microchipCodeKind, microchipCountry } from './microchip-codes';

describe('microchip codes (ISO 11784)', () => {
  it.each([
    ['348098100123456', 'country', 'HU'],
    ['276098100123456', 'country', 'DE'],
    ['826098100123456', 'country', 'GB'],
    ['372098100123456', 'country', 'IE'],
    ['040098100123456', 'country', 'AT'],
    ['643098100123456', 'country', 'RU'],
    ['380098100123456', 'country', 'IT'],
    ['642098100123456', 'country', 'RO'],
    ['616098100123456', 'country', 'PL'],
    ['203098100123456', 'country', 'CZ'],
    ['250098100123456', 'country', 'FR'],
    ['688098100123456', 'country', 'RS'],
    ['900164000123456', 'manufacturer', null],
    ['941000012345678', 'manufacturer', null],
    ['981020000123456', 'manufacturer', null],
    ['998000000000001', 'manufacturer', null],
  ] as const)('%s starts with a %s code', (chip, kind, country) => {
    expect(microchipCodeKind(chip)).toBe(kind);
    expect(microchipCountry(chip)).toBe(country);
  });

  it.each([
    ['000123456789012', 'no country has code 000'],
    ['111123456789012', 'ISO 3166-1 assigns no 111'],
    ['899123456789012', 'the last country range code is unassigned'],
    ['999000000000001', 'test transponders identify no animal'],
    ['34809810012345', '14 digits'],
    ['3480981001234567', '16 digits'],
    ['34809810012345a', 'a letter'],
  ])('%s is refused: %s', (chip) => {
    expect(microchipCodeKind(chip)).toBeNull();
    expect(microchipCountry(chip)).toBeNull();
  });
});
