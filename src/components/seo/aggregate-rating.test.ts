import { describe, expect, it } from 'vitest';
import { aggregateRatingLd } from './aggregate-rating';

describe('aggregateRatingLd', () => {
  it('rounds the average to two decimals and keeps the count', () => {
    expect(aggregateRatingLd(13 / 3, 3)).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.33,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('says nothing of a kennel without published reviews', () => {
    expect(aggregateRatingLd(null, 0)).toBeUndefined();
    expect(aggregateRatingLd(4.5, 0)).toBeUndefined();
  });
});
