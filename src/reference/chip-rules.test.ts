import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { CHIP_RULES, chipRuleBlocking, chipRuleFor } from './chip-rules';

const TEN_LANGUAGES_COUNTRIES = [
  'HU',
  'GB',
  'IE',
  'DE',
  'AT',
  'RU',
  'IT',
  'RO',
  'PL',
  'CZ',
  'FR',
  'RS',
];

describe('country rules for microchips before an ad goes live', () => {
  it('covers the countries of the ten languages, each once, with its law, source and date', () => {
    expect(LOCALES).toHaveLength(10);
    expect(CHIP_RULES.map((rule) => rule.country).sort()).toEqual(
      [...TEN_LANGUAGES_COUNTRIES].sort(),
    );
    for (const rule of CHIP_RULES) {
      expect(rule.law.length).toBeGreaterThan(5);
      expect(rule.source).toMatch(/^https?:\/\//);
      expect(rule.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Registration is of a chip: a rule never asks for one without the other.
      if (rule.isRegistrationRequired) expect(rule.isChipRequired).toBe(true);
    }
  });

  it.each([
    ['HU', true],
    ['GB', true],
    ['IE', true],
    ['DE', false],
    ['AT', true],
    ['RU', false],
    ['IT', true],
    ['RO', true],
    ['PL', false],
    ['CZ', true],
    ['FR', true],
    ['RS', true],
    ['ES', false],
  ] as const)('%s: a puppy or adult without a chip is blocked: %s', (country, isBlocked) => {
    for (const kind of ['puppy', 'adult'] as const) {
      const rule = chipRuleBlocking({ kind, countryCode: country, microchip: null });
      expect(rule?.country ?? null).toBe(isBlocked ? country : null);
      expect(chipRuleBlocking({ kind, countryCode: country, microchip: '348098100123456' })).toBe(
        null,
      );
    }
  });

  it('exempts planned litters everywhere until they are born', () => {
    for (const country of TEN_LANGUAGES_COUNTRIES) {
      expect(chipRuleBlocking({ kind: 'litter', countryCode: country, microchip: null })).toBe(
        null,
      );
    }
  });

  it('has no rule for a country it does not list', () => {
    expect(chipRuleFor('ES')).toBeNull();
  });
});
