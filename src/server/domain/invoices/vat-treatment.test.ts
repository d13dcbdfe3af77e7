import { describe, expect, it } from 'vitest';
import { EU_STANDARD_VAT_RATES, isEuCountry } from '@/reference/vat-rates';
import type { InvoiceBuyer } from '@/server/db/schema';
import { splitGross, vatTreatment } from './vat-treatment';

type Buyer = Pick<InvoiceBuyer, 'kind' | 'countryCode' | 'vatNumber' | 'vatChecked'>;
const person = (countryCode: string): Buyer => ({
  kind: 'person',
  countryCode,
  vatNumber: null,
  vatChecked: null,
});
const company = (
  countryCode: string,
  vatNumber: string | null,
  vatChecked: Buyer['vatChecked'] = 'vies',
): Buyer => ({ kind: 'company', countryCode, vatNumber, vatChecked });

describe('vatTreatment from a Hungarian seller', () => {
  const seller = { countryCode: 'HU' };
  it.each([
    ['a Hungarian consumer pays Hungarian VAT', person('HU'), 'domestic', 2700, 'HU'],
    ['a Hungarian company pays Hungarian VAT', company('HU', 'HU12345676'), 'domestic', 2700, 'HU'],
    ['a Czech consumer pays Czech VAT', person('CZ'), 'eu_consumer', 2100, 'CZ'],
    ['a Finnish consumer pays 25.5 %', person('FI'), 'eu_consumer', 2550, 'FI'],
    ['a Romanian consumer pays 21 %', person('RO'), 'eu_consumer', 2100, 'RO'],
    ['a Greek consumer pays Greek VAT', person('gr'), 'eu_consumer', 2400, 'GR'],
    [
      'a Polish company with a VIES-checked number: reverse charge',
      company('PL', 'PL5260250274'),
      'reverse_charge',
      0,
      null,
    ],
    [
      'a German company with a format-checked number: reverse charge',
      company('DE', 'DE136695976', 'format'),
      'reverse_charge',
      0,
      null,
    ],
    [
      'a Slovak company without a VAT number pays Slovak VAT',
      company('SK', null),
      'eu_consumer',
      2300,
      'SK',
    ],
    [
      'a company whose number is blank pays its country VAT',
      company('AT', '  '),
      'eu_consumer',
      2000,
      'AT',
    ],
    [
      'a company whose number was not checked pays its country VAT',
      company('IT', 'IT00743110157', null),
      'eu_consumer',
      2200,
      'IT',
    ],
    ['a Serbian consumer: outside the EU', person('RS'), 'outside_eu', 0, null],
    [
      'a Serbian company with a PIB: outside the EU',
      company('RS', '100002940'),
      'outside_eu',
      0,
      null,
    ],
    ['a British consumer: outside the EU', person('GB'), 'outside_eu', 0, null],
    ['a Swiss company: outside the EU', company('CH', 'CHE-116.281.710'), 'outside_eu', 0, null],
  ] as const)('%s', (_name, buyer, kind, rateBasisPoints, rateCountry) => {
    expect(vatTreatment({ seller, buyer })).toEqual({ kind, rateBasisPoints, rateCountry });
  });

  it('a consumer anywhere in the EU pays that country’s standard rate', () => {
    for (const [country, rate] of Object.entries(EU_STANDARD_VAT_RATES)) {
      const expected = country === 'HU' ? 'domestic' : 'eu_consumer';
      expect(vatTreatment({ seller, buyer: person(country) })).toEqual({
        kind: expected,
        rateBasisPoints: rate,
        rateCountry: country,
      });
    }
  });
});

describe('vatTreatment from other sellers', () => {
  it('a Czech seller charges its own rate to a Czech company', () => {
    expect(
      vatTreatment({ seller: { countryCode: 'CZ' }, buyer: company('CZ', 'CZ00177041') }),
    ).toEqual({
      kind: 'domestic',
      rateBasisPoints: 2100,
      rateCountry: 'CZ',
    });
  });
  it('a Czech seller reverse-charges a Hungarian company', () => {
    expect(
      vatTreatment({ seller: { countryCode: 'CZ' }, buyer: company('HU', 'HU12345676') }).kind,
    ).toBe('reverse_charge');
  });
  it('a seller outside the EU is a configuration error', () => {
    expect(() => vatTreatment({ seller: { countryCode: 'RS' }, buyer: person('HU') })).toThrow(
      /not in the EU/,
    );
  });
});

describe('the EU rate table', () => {
  it('lists the 27 member states, each with a plausible standard rate', () => {
    expect(Object.keys(EU_STANDARD_VAT_RATES)).toHaveLength(27);
    for (const rate of Object.values(EU_STANDARD_VAT_RATES)) {
      expect(rate).toBeGreaterThanOrEqual(1500);
      expect(rate).toBeLessThanOrEqual(2700);
    }
  });
  it.each(['GB', 'RS', 'CH', 'NO', 'UA', 'EL', 'hu'])('%s is not a member-state code', (code) => {
    expect(isEuCountry(code)).toBe(false);
  });
});

describe('splitGross', () => {
  it.each([
    [12_700, 2700, 10_000, 2_700],
    [990_000, 2700, 779_528, 210_472],
    [1_000, 2100, 826, 174],
    [1_255, 2550, 1_000, 255],
    [999, 2300, 812, 187],
    [1, 2700, 1, 0],
    [0, 2700, 0, 0],
    [5_000, 0, 5_000, 0],
  ])('%i at %i bp → net %i + VAT %i', (gross, rate, net, vat) => {
    expect(splitGross(gross, rate)).toEqual({ net, vat });
  });
  it('net and VAT always add up to the gross', () => {
    for (let gross = 0; gross < 5_000; gross += 7) {
      for (const rate of [1700, 2100, 2550, 2700]) {
        const { net, vat } = splitGross(gross, rate);
        expect(net + vat).toBe(gross);
        expect(Math.abs(vat - (net * rate) / 10_000)).toBeLessThanOrEqual(1);
      }
    }
  });
  it.each([
    [990_000, 2700, 'HUF', 779_500, 210_500],
    [59_900, 2100, 'CZK', 49_500, 10_400],
    [1_199_900, 2000, 'RSD', 999_900, 200_000],
    [990_050, 2700, 'HUF', 779_600, 210_450],
    [2_990, 2100, 'EUR', 2_471, 519],
    [2_990, 2100, 'XYZ', 2_471, 519],
  ])('%i at %i bp in %s: the net in whole shown units', (gross, rate, currency, net, vat) => {
    expect(splitGross(gross, rate, currency)).toEqual({ net, vat });
  });
  it('refuses fractions of a minor unit', () => {
    expect(() => splitGross(10.5, 2700)).toThrow();
  });
});
