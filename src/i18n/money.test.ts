import { describe, expect, it } from 'vitest';
import { convertMinor, formatMoney as format, roundApproximate } from './money';

// Intl puts no-break spaces between groups and before symbols.
const formatMoney = (...args: Parameters<typeof format>) => format(...args).replace(/\s/g, ' ');

const RATES = { EUR: '1', HUF: '400', CZK: '25', GBP: '0.85' };

describe('convertMinor', () => {
  it.each([
    [400_000_00, 'HUF', 'EUR', 1_000_00],
    [1_000_00, 'EUR', 'CZK', 25_000_00],
    [25_000_00, 'CZK', 'HUF', 400_000_00],
    [1_000_00, 'EUR', 'EUR', 1_000_00],
    [1_000_00, 'EUR', 'GBP', 850_00],
  ])('%i %s is %i in %s', (amount, from, to, expected) => {
    expect(convertMinor(amount, from, to, RATES)).toBe(expected);
  });

  it('returns null without a rate', () => {
    expect(convertMinor(100, 'EUR', 'RSD', RATES)).toBeNull();
  });
});

describe('roundApproximate', () => {
  it.each([
    [0.4, 0],
    [4.7, 5],
    [17.3, 17],
    [117, 115],
    [563, 560],
    [1_234, 1_250],
    [8_765, 8_800],
    [395_612, 395_000],
    [612_345, 610_000],
  ])('%d → %d', (units, rounded) => {
    expect(roundApproximate(units)).toBe(rounded);
  });
});

describe('formatMoney', () => {
  it('shows whole units for forint and for round amounts, cents otherwise', () => {
    expect(formatMoney(310_000_00, 'HUF', 'hu-HU')).toBe('310 000 Ft');
    expect(formatMoney(1_200_00, 'EUR', 'de-DE')).toBe('1.200 €');
    expect(formatMoney(1_200_50, 'EUR', 'en-US')).toBe('€1,200.50');
  });

  it('rounds approximate amounts to a step that suits their size', () => {
    expect(formatMoney(1_014_15, 'EUR', 'en-GB', { approximate: true })).toBe('€1,000');
    expect(formatMoney(117_17, 'RSD', 'sr-RS', { approximate: true })).toBe('115 дин.');
    expect(formatMoney(395_612_00, 'HUF', 'hu-HU', { approximate: true })).toBe('395 000 Ft');
  });

  it('writes lei and dinars as natives do', () => {
    expect(formatMoney(1_200_00, 'RON', 'ro-RO')).toBe('1.200 lei');
    expect(formatMoney(12_000_00, 'RSD', 'sr-RS')).toBe('12.000 дин.');
    expect(formatMoney(12_000_00, 'RSD', 'sr-Latn-RS')).toBe('12.000 din.');
    expect(formatMoney(1_200_00, 'RON', 'en-GB')).toBe('RON 1,200');
  });

  it('keeps languages, currencies and digits apart when formats are reused', () => {
    const rounds = [0, 1].map(() => [
      formatMoney(1_200_50, 'EUR', 'en-US'),
      formatMoney(1_200_00, 'EUR', 'en-US'),
      formatMoney(1_200_50, 'EUR', 'de-DE'),
      formatMoney(1_200_50, 'GBP', 'en-US'),
      formatMoney(1_200_50, 'EUR', 'en-US', { approximate: true }),
    ]);
    expect(rounds[0]).toEqual(['€1,200.50', '€1,200', '1.200,50 €', '£1,200.50', '€1,200']);
    expect(rounds[1]).toEqual(rounds[0]);
  });
});
