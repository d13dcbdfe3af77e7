import { describe, expect, it } from 'vitest';
import { kennelStructuredData, serializeJsonLd, type KennelJsonLdInput } from './kennel-json-ld';

const input: KennelJsonLdInput = {
  name: 'Tisza-parti </script><script>alert(1)</script>',
  url: 'https://dogmarket.example/hu/tisza-parti',
  logoUrl: 'https://dogmarket.example/media/logo.webp',
  phone: '+36 30 123 4567',
  email: null,
  foundedYear: 1998,
  countryCode: 'HU',
  region: null,
  city: 'Szeged',
  ratingAverage: 4.666,
  ratingCount: 3,
  breadcrumbs: [
    { name: 'Kezdőlap', url: 'https://dogmarket.example/hu' },
    { name: 'Tenyésztők', url: 'https://dogmarket.example/hu/tenyesztok' },
    { name: 'Tisza-parti', url: 'https://dogmarket.example/hu/tisza-parti' },
  ],
};

describe('kennelStructuredData', () => {
  it('describes the kennel as a LocalBusiness with its address and rating', () => {
    const [business] = kennelStructuredData(input);
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      url: input.url,
      logo: input.logoUrl,
      telephone: '+36 30 123 4567',
      foundingDate: '1998',
      address: { '@type': 'PostalAddress', addressCountry: 'HU', addressLocality: 'Szeged' },
      aggregateRating: { ratingValue: 4.67, reviewCount: 3, bestRating: 5 },
    });
    expect(business.address).not.toHaveProperty('addressRegion');
    expect(business).not.toHaveProperty('email');
  });

  it('gives the full postal address where the breeder gave street and postcode', () => {
    const [business] = kennelStructuredData({
      ...input,
      region: 'Csongrád-Csanád',
      street: 'Tisza Lajos körút 1.',
      postcode: '6720',
    });
    expect(business.address).toEqual({
      '@type': 'PostalAddress',
      addressCountry: 'HU',
      addressRegion: 'Csongrád-Csanád',
      addressLocality: 'Szeged',
      streetAddress: 'Tisza Lajos körút 1.',
      postalCode: '6720',
    });
  });

  it('leaves the rating out before the first review', () => {
    const [business] = kennelStructuredData({ ...input, ratingAverage: null, ratingCount: 0 });
    expect(business).not.toHaveProperty('aggregateRating');
  });

  it('lists the reviews shown on the page as Review items, none when there are none', () => {
    const review = { author: 'Anna K.', date: '2026-11-20', body: 'Lovely puppy.', rating: 4 };
    const [business] = kennelStructuredData({ ...input, reviews: [review] });
    expect(business.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Anna K.' },
        datePublished: '2026-11-20',
        reviewBody: 'Lovely puppy.',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
    expect(kennelStructuredData({ ...input, reviews: [] })[0]).not.toHaveProperty('review');
  });

  it('numbers the breadcrumb trail from 1', () => {
    const [, trail] = kennelStructuredData(input);
    expect(trail.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, 'Kezdőlap'],
      [2, 'Tenyésztők'],
      [3, 'Tisza-parti'],
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element, and parses back to the same data', () => {
    const data = kennelStructuredData(input);
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
  });
});
