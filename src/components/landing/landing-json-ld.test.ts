import { describe, expect, it } from 'vitest';
import { faqPageLd, serviceLd } from './landing-json-ld';

describe('serviceLd', () => {
  it('gives an Offer per plan with the price in units and its currency', () => {
    const ld = serviceLd({
      name: 'Breeder profile',
      description: 'A kennel page',
      url: 'https://dogs.example/en/lp/breeder-profile',
      site: { siteName: 'Dog Market', siteUrl: 'https://dogs.example' },
      offers: [
        { name: '1 month', amount: 990, currency: 'EUR', url: 'https://dogs.example/a?months=1' },
        {
          name: '12 months',
          amount: 3348000,
          currency: 'HUF',
          url: 'https://dogs.example/a?months=12',
        },
      ],
    });
    expect(ld['@type']).toBe('Service');
    expect(ld.offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual([
      ['9.90', 'EUR'],
      ['33480.00', 'HUF'],
    ]);
    expect(ld.provider).toEqual({
      '@type': 'Organization',
      name: 'Dog Market',
      url: 'https://dogs.example',
    });
  });
});

describe('faqPageLd', () => {
  it('makes a Question with its Answer of each item', () => {
    expect(faqPageLd([{ question: 'Q?', answer: 'A.' }]).mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ]);
  });
});
