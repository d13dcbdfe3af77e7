/** Name of the query parameter that pages the reviews on the kennel page. */
export const REVIEWS_PAGE_PARAM = 'reviews';

/** The last page of reviews asked for by number (10,000 reviews): bounds the cached pages. */
const LAST_PAGE = 1000;

/** The page of reviews a kennel page's query asks for: 1 unless a whole number in range. */
export function reviewsPageOf(query: URLSearchParams): number {
  const page = Number(query.get(REVIEWS_PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 && page <= LAST_PAGE ? page : 1;
}
