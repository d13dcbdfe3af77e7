import { describe, expect, it } from 'vitest';
import { withCountry } from './list-frame';

describe('the countries the search offers', () => {
  const offered = [
    { code: 'AT', name: 'Österreich' },
    { code: 'HU', name: 'Ungarn' },
  ];

  it('are the countries with dogs, unchanged when the search names one of them or none', () => {
    expect(withCountry(offered, undefined, 'de')).toBe(offered);
    expect(withCountry(offered, 'HU', 'de')).toBe(offered);
  });

  it('add a country a shared link names, in the visitor’s language and order', () => {
    expect(withCountry(offered, 'FR', 'de')).toEqual([
      { code: 'FR', name: 'Frankreich' },
      { code: 'AT', name: 'Österreich' },
      { code: 'HU', name: 'Ungarn' },
    ]);
  });
});
