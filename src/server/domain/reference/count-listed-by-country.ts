import { LISTING_TYPES } from '@/validation/search';
import type { RequestContext } from '../../context';
import { countPublicListingsBy } from './count-public-listings';

/**
 * Public listings (puppies, adult dogs and planned litters) per country code, counted as the
 * search counts them; countries without any are absent. The search's country filter offers
 * these rather than every country in the world.
 */
export const countListedByCountry = (ctx: RequestContext) =>
  countPublicListingsBy(ctx, 'countryCode', LISTING_TYPES);
