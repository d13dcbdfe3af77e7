import type { RequestContext } from '../../context';
import { countPublicListingsBy } from './count-public-listings';

/**
 * Dogs for sale per breed key, counted exactly as the breed's unfiltered search counts them
 * (active puppies and adult dogs), so a link's number matches the page it opens. Breeds
 * without any are absent.
 */
export const countForSaleByBreed = (ctx: RequestContext) => countPublicListingsBy(ctx, 'breedKey');
