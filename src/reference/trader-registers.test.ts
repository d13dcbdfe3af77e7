import { describe, expect, it } from 'vitest';
import { TRADER_REGISTERS, isTraderRegisterNumber } from './trader-registers';

const COUNTRIES = ['HU', 'GB', 'IE', 'DE', 'AT', 'RU', 'IT', 'RO', 'PL', 'CZ', 'FR', 'RS'];

describe('trade register numbers per country (DSA art. 30)', () => {
  it('covers the countries of the ten languages, each with its source and date', () => {
    expect(TRADER_REGISTERS.map((register) => register.country).sort()).toEqual(
      [...COUNTRIES].sort(),
    );
    for (const register of TRADER_REGISTERS) {
      expect(register.source).toMatch(/^https:\/\//);
      expect(register.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(isTraderRegisterNumber(register.country, register.example), register.country).toBe(
        true,
      );
    }
  });

  it.each([
    ['HU', '01-09-123456', true],
    ['HU', '12345678', true],
    ['HU', '01-09-12345', false],
    ['DE', 'HRB 12345', true],
    ['DE', 'HRB 12345 B', true],
    ['DE', '12345', false],
    ['AT', 'FN 123456a', true],
    ['AT', 'FN 123456', false],
    ['GB', 'SC123456', true],
    ['GB', '1234567', false],
    ['FR', '732829320', true],
    ['FR', '732829321', false],
    ['CZ', '25596641', true],
    ['CZ', '25596642', false],
    ['RO', 'J40/1234/2020', true],
    ['RO', 'J40-1234-2020', false],
    ['RU', '1027700132195', true],
    ['RU', '102770013219', false],
    ['PL', '0000123456', true],
    ['RS', '1234567', false],
    ['ES', 'B12345678', true],
    ['ES', 'B1', false],
  ] as const)('%s %s is well formed: %s', (country, number, isValid) => {
    expect(isTraderRegisterNumber(country, number)).toBe(isValid);
  });
});
