import { describe, expect, it } from 'vitest';
import { microchipDisplay } from './microchip-display';

const checkedAt = new Date('2026-11-20T10:00:00Z');
const check = (status: 'registered' | 'not_registered' | 'unavailable') => ({
  status,
  registry: 'Petvetdata',
  checkedAt,
});

describe('what buyers read about an ad’s microchip', () => {
  it.each([
    ['no number', null, null, null],
    ['a number no registry was asked about', '348098100123456', null, { kind: 'givenNotChecked' }],
    [
      'a registered number',
      '348098100123456',
      check('registered'),
      { kind: 'checked', registry: 'Petvetdata', checkedAt },
    ],
    [
      'a number the registry does not know',
      '348098100123456',
      check('not_registered'),
      { kind: 'givenNotChecked' },
    ],
    [
      'a number the registry could not be asked about',
      '348098100123456',
      check('unavailable'),
      { kind: 'givenNotChecked' },
    ],
  ] as const)('%s', (_case, microchip, answer, shown) => {
    expect(microchipDisplay(microchip, answer)).toEqual(shown);
  });
});
