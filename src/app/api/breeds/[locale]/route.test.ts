import { describe, expect, it, vi } from 'vitest';
import { breedListUrl, unpackBreeds, type PackedBreeds } from '@/components/search/breed-matcher';
import { GET } from './route';

vi.mock('@/app/[locale]/list-page-params', () => ({
  countForSaleByBreedCached: async () => ({ kuvasz: 7, beagle: 3 }),
}));

const get = (locale: string) =>
  GET(new Request(`http://localhost${breedListUrl(locale)}`), {
    params: Promise.resolve({ locale }),
  });

describe('GET /api/breeds/[locale]', () => {
  it("serves a language's breed list, packed, with the counts and localized paths", async () => {
    const response = await get('hu');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('max-age=60');
    const entries = unpackBreeds((await response.text()) as PackedBreeds);
    expect(entries.length).toBeGreaterThan(350);
    expect(entries.find((entry) => entry.key === 'kuvasz')).toEqual({
      key: 'kuvasz',
      name: 'Kuvasz',
      count: 7,
      path: '/hu/elado-kiskutyak/kuvasz',
    });
    const german = unpackBreeds((await (await get('de')).text()) as PackedBreeds);
    expect(german.find((entry) => entry.key === 'german-shepherd-dog')).toMatchObject({
      name: 'Deutscher Schäferhund',
      en: 'German Shepherd Dog',
      count: 0,
      path: '/de/welpen-kaufen/deutscher-schaeferhund',
    });
  });

  it('answers 404 for a language the site does not have', async () => {
    expect((await get('es')).status).toBe(404);
    expect((await get('../hu')).status).toBe(404);
  });
});
