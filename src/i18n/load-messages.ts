import type { Locale } from './locales';

/**
 * The messages of one language: the shell's file plus one file per feature area
 * (`messages/<area>/<locale>.json`), so areas are translated and reviewed on their own.
 * Namespaces are unique across files; en is the typed source (global.d.ts).
 */
export async function loadMessages(locale: Locale) {
  const [
    base,
    listings,
    kennels,
    photos,
    ad,
    search,
    favourites,
    reservations,
    reviews,
    complaints,
  ] = await Promise.all([
    import(`./messages/${locale}.json`),
    import(`./messages/listings/${locale}.json`),
    import(`./messages/kennels/${locale}.json`),
    import(`./messages/photos/${locale}.json`),
    import(`./messages/ad/${locale}.json`),
    import(`./messages/search/${locale}.json`),
    import(`./messages/favourites/${locale}.json`),
    import(`./messages/reservations/${locale}.json`),
    import(`./messages/reviews/${locale}.json`),
    import(`./messages/complaints/${locale}.json`),
  ]);
  return {
    ...base.default,
    ...listings.default,
    ...kennels.default,
    ...photos.default,
    ...ad.default,
    ...search.default,
    ...favourites.default,
    ...reservations.default,
    ...reviews.default,
    ...complaints.default,
  };
}
