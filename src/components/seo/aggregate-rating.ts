/** https://schema.org/AggregateRating on a 1–5 scale, as the kennel page and its ads emit it. */
export interface AggregateRatingLd {
  '@type': 'AggregateRating';
  ratingValue: number;
  reviewCount: number;
  bestRating: 5;
  worstRating: 1;
}

/**
 * A kennel's rating for search engines, rounded to two decimals, or undefined while it has no
 * published review: one shape for the kennel's LocalBusiness and the seller on its ads.
 */
export function aggregateRatingLd(
  average: number | null,
  count: number,
): AggregateRatingLd | undefined {
  if (average === null || count <= 0) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(average * 100) / 100,
    reviewCount: count,
    bestRating: 5,
    worstRating: 1,
  };
}
