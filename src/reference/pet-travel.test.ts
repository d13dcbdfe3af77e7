import { describe, expect, it } from 'vitest';
import { TRAVEL_DESTINATIONS, TRAVEL_SOURCES, earliestTravel, travelSources } from './pet-travel';

/** The countries of the site's ten languages (en: GB and IE, de: DE and AT). */
const COUNTRIES = ['HU', 'GB', 'IE', 'DE', 'AT', 'RU', 'IT', 'RO', 'PL', 'CZ', 'FR', 'RS'];
const EU = ['HU', 'IE', 'DE', 'AT', 'IT', 'RO', 'PL', 'CZ', 'FR'];

const BIRTH = '2026-09-01';
const TODAY = '2026-09-10';
/** 12 weeks (2026-11-24) + 21 days: 15 weeks of age. */
const AT_15_WEEKS = '2026-12-15';
/** Vaccinated 2026-11-24, blood sample 30 days later (2026-12-24), then three months. */
const AFTER_TITRATION = '2027-03-24';

function expected(from: string, to: string) {
  if (from === to) return { kind: 'sameCountry' };
  if (to === 'RU' || to === 'RS') return { kind: 'nationalRules' };
  const needs = [
    'microchip',
    'rabiesVaccination',
    EU.includes(from) ? 'petPassport' : 'healthCertificate',
  ];
  if (from === 'RS') needs.push('titrationTest');
  if (to === 'IE' || to === 'GB') needs.push('tapewormTreatment');
  return { kind: 'dated', earliest: from === 'RS' ? AFTER_TITRATION : AT_15_WEEKS, needs };
}

describe('earliest travel of a puppy between the ten languages’ countries', () => {
  const pairs = COUNTRIES.flatMap((from) => COUNTRIES.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s', (from, to) => {
    expect(earliestTravel({ from, to, birthDate: BIRTH, today: TODAY })).toMatchObject(
      expected(from, to),
    );
  });

  it('counts from a rabies vaccination given later than 12 weeks', () => {
    expect(
      earliestTravel({
        from: 'HU',
        to: 'DE',
        birthDate: BIRTH,
        rabiesVaccinatedOn: '2026-12-01',
        today: TODAY,
      }),
    ).toMatchObject({ earliest: '2026-12-22' });
  });

  it('ignores a vaccination given before 12 weeks (it does not count for travel)', () => {
    expect(
      earliestTravel({
        from: 'HU',
        to: 'DE',
        birthDate: BIRTH,
        rabiesVaccinatedOn: '2026-11-01',
        today: TODAY,
      }),
    ).toMatchObject({ earliest: AT_15_WEEKS });
  });

  it('never answers a day in the past for an older dog', () => {
    expect(
      earliestTravel({ from: 'RO', to: 'FR', birthDate: '2020-01-01', today: TODAY }),
    ).toMatchObject({ earliest: TODAY });
  });
});

describe('what the ad page offers and cites', () => {
  it('offers every country of the ten languages as a destination, each once', () => {
    for (const country of COUNTRIES) expect(TRAVEL_DESTINATIONS).toContain(country);
    expect(new Set(TRAVEL_DESTINATIONS).size).toBe(TRAVEL_DESTINATIONS.length);
  });

  it.each([
    [['microchip', 'rabiesVaccination', 'petPassport'], 'DE', ['regulation']],
    [
      ['microchip', 'rabiesVaccination', 'petPassport', 'tapewormTreatment'],
      'IE',
      ['regulation', 'tapeworm'],
    ],
    [
      ['microchip', 'rabiesVaccination', 'petPassport', 'tapewormTreatment'],
      'GB',
      ['regulation', 'tapeworm', 'greatBritain'],
    ],
    [
      ['microchip', 'rabiesVaccination', 'healthCertificate', 'titrationTest'],
      'DE',
      ['regulation', 'listedCountries', 'titration'],
    ],
  ] as const)('cites the laws behind %j to %s', (needs, to, keys) => {
    expect(travelSources(needs, to)).toEqual(keys.map((key) => TRAVEL_SOURCES[key]));
  });
});
