import { addFavourite, type FavouriteState } from '../../domain/favourites/add-favourite';
import { WISH_LIST_STATUSES } from '../../domain/favourites/favourite-rules';
import { findFavouriteListingIds } from '../../domain/favourites/find-favourite-listing-ids';
import {
  findWishList,
  type WishListItem,
  type WishListResult,
} from '../../domain/favourites/find-wish-list';
import { removeFavourite } from '../../domain/favourites/remove-favourite';
import { builder } from '../builder';
import { upperCaseEnum } from './listing-inputs';
import { ListingCardType } from './search';

const WishListStatusEnum = upperCaseEnum('WishListStatus', WISH_LIST_STATUSES);

const FavouriteStateType = builder.objectRef<FavouriteState>('FavouriteState').implement({
  description: 'Whether a listing is among the viewer’s favourites after a change.',
  fields: (t) => ({
    listingId: t.exposeString('listingId'),
    isFavourite: t.exposeBoolean('isFavourite'),
  }),
});

const WishListItemType = builder.objectRef<WishListItem>('WishListItem').implement({
  description: 'A favourite: its card, the dog’s state now, and when it was saved (ISO 8601).',
  fields: (t) => ({
    listing: t.field({ type: ListingCardType, resolve: (item) => item.listing }),
    status: t.field({ type: WishListStatusEnum, resolve: (item) => item.status }),
    isPublic: t.exposeBoolean('isPublic', {
      description: 'False for a sold dog: its ad is no longer shown.',
    }),
    addedAt: t.string({ resolve: (item) => item.addedAt.toISOString() }),
  }),
});

const WishListType = builder.objectRef<WishListResult>('WishList').implement({
  description: 'One page (12) of the viewer’s favourites, newest first.',
  fields: (t) => ({
    items: t.field({ type: [WishListItemType], resolve: (result) => result.items }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    pageCount: t.exposeInt('pageCount'),
  }),
});

builder.queryFields((t) => ({
  favouriteListingIds: t.stringList({
    description:
      'Which of the given listings (at most 100) the viewer has favourited; empty for ' +
      'visitors. Cached list pages ask this once after loading.',
    args: { listingIds: t.arg.stringList({ required: true }) },
    resolve: (_root, { listingIds }, ctx) => findFavouriteListingIds(ctx, listingIds),
  }),
  myWishList: t.field({
    type: WishListType,
    description:
      'The viewer’s favourites, including dogs reserved or sold since; visitors get UNAUTHENTICATED.',
    args: { page: t.arg.int({ defaultValue: 1 }) },
    resolve: (_root, { page }, ctx) => findWishList(ctx, { page: page ?? 1 }),
  }),
}));

builder.mutationFields((t) => ({
  addFavourite: t.field({
    type: FavouriteStateType,
    description:
      'Saves a public listing (active, reserved or planned) as a favourite; idempotent. ' +
      'Any signed-in account may, confirmed or not; other listings are NOT_FOUND.',
    args: { listingId: t.arg.string({ required: true }) },
    resolve: (_root, { listingId }, ctx) => addFavourite(ctx, { listingId }),
  }),
  removeFavourite: t.field({
    type: FavouriteStateType,
    description: 'Removes a favourite, whatever the listing’s state; idempotent.',
    args: { listingId: t.arg.string({ required: true }) },
    resolve: (_root, { listingId }, ctx) => removeFavourite(ctx, { listingId }),
  }),
}));
