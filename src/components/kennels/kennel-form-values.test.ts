import { describe, expect, it } from 'vitest';
import { isReservedSlug } from '@/i18n/paths';
import { kennelSchema } from '@/validation/kennels';
import {
  EMPTY_KENNEL_VALUES,
  kennelFieldErrors,
  kennelInputFromValues,
  kennelValuesFromForm,
  suggestSlug,
} from './kennel-form-values';

describe('suggestSlug', () => {
  it.each([
    ['Tisza-parti Vizslák', 'tisza-parti-vizslak'],
    ['  Von der Weißen Mühle ', 'von-der-weissen-muehle'],
    ['Питомник Северная звезда', 'pitomnik-severnaya-zvezda'],
    ['Žižkův dvůr', 'zizkuv-dvur'],
    ['', ''],
  ])('%s → %s', (name, slug) => {
    expect(suggestSlug(name)).toBe(slug);
  });

  it('steers clear of reserved first segments', () => {
    const slug = suggestSlug('Kutyafajták');
    expect(isReservedSlug('kutyafajtak')).toBe(true);
    expect(slug).toBe('kutyafajtak-kennel');
    expect(kennelSchema.safeParse({ ...valid(), slug }).success).toBe(true);
  });

  it('stays within the schema length and never ends with a hyphen', () => {
    const slug = suggestSlug(`${'a'.repeat(59)} b`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
  });
});

function valid() {
  return kennelInputFromValues({
    ...EMPTY_KENNEL_VALUES,
    name: 'Tisza-parti Vizslák',
    slug: 'tisza-parti',
    countryCode: 'HU',
    breeds: ['hungarian-short-haired-pointer-vizsla'],
  });
}

describe('kennelInputFromValues and kennelValuesFromForm', () => {
  it('turns the submitted form into input the shared schema accepts', () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Tisza-parti Vizslák',
      slug: 'tisza-parti',
      countryCode: 'HU',
      region: '',
      city: 'Szeged',
      foundedYear: '1998',
      phone: '+36 30 123 4567',
      email: '',
      website: '',
      'description.hu': 'Családi tenyészet.',
      'description.en': '   ',
    })) {
      form.set(name, value);
    }
    form.append('breeds', 'hungarian-short-haired-pointer-vizsla');
    form.append('breeds', 'komondor');
    const parsed = kennelSchema.parse(kennelInputFromValues(kennelValuesFromForm(form)));
    expect(parsed).toMatchObject({
      foundedYear: 1998,
      breeds: ['hungarian-short-haired-pointer-vizsla', 'komondor'],
      description: { hu: 'Családi tenyészet.' },
    });
    expect(parsed.description).not.toHaveProperty('en');
  });

  it('leaves an empty founding year out instead of reading it as 0', () => {
    expect(kennelSchema.safeParse(valid()).success).toBe(true);
    expect(valid().foundedYear).toBeUndefined();
  });

  it('names the description language of an error', () => {
    const parsed = kennelSchema.safeParse({
      ...valid(),
      foundedYear: '1949',
      description: { de: 'x'.repeat(5001) },
    });
    expect(parsed.success).toBe(false);
    expect(kennelFieldErrors(parsed.error!)).toEqual({
      foundedYear: 'foundedTooEarly',
      'description.de': 'tooLong',
    });
  });
});
