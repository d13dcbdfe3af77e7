import type { Locale } from './locales';

type Messages = Awaited<ReturnType<typeof readMessages>>;
const loaded = new Map<Locale, Promise<Messages>>();

/**
 * The messages of one language: the shell's file plus one file per feature area
 * (`messages/<area>/<locale>.json`), so areas are translated and reviewed on their own.
 * Namespaces are unique across files; en is the typed source (global.d.ts). Read once per
 * language and process (an e-mail sweep renders thousands), except in development, where a
 * translator's edit shows on the next request.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  if (process.env.NODE_ENV === 'development') return readMessages(locale);
  let messages = loaded.get(locale);
  if (!messages) {
    messages = readMessages(locale);
    loaded.set(locale, messages);
    // A failed read is not kept: the next call tries again.
    messages.catch(() => loaded.delete(locale));
  }
  return messages;
}

async function readMessages(locale: Locale) {
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
    responsibilities,
    invoices,
    bankTransfers,
    paidServices,
    landing,
    alerts,
    conversations,
    registry,
    traders,
    puppyMatch,
    waitlist,
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
    import(`./messages/responsibilities/${locale}.json`),
    import(`./messages/invoices/${locale}.json`),
    import(`./messages/bank-transfers/${locale}.json`),
    import(`./messages/paid-services/${locale}.json`),
    import(`./messages/landing/${locale}.json`),
    import(`./messages/alerts/${locale}.json`),
    import(`./messages/conversations/${locale}.json`),
    import(`./messages/registry/${locale}.json`),
    import(`./messages/traders/${locale}.json`),
    import(`./messages/puppy-match/${locale}.json`),
    import(`./messages/waitlist/${locale}.json`),
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
    ...responsibilities.default,
    ...invoices.default,
    ...bankTransfers.default,
    ...paidServices.default,
    ...landing.default,
    ...alerts.default,
    ...conversations.default,
    ...registry.default,
    ...traders.default,
    ...puppyMatch.default,
    ...waitlist.default,
  };
}
