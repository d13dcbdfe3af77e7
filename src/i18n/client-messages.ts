import type { Messages } from 'next-intl';

/**
 * The namespaces client components read (`useTranslations('…')`): only these travel to the
 * browser with every page. E-mails, help pages and server-rendered screens stay on the server.
 * client-messages.test.ts fails when a component uses a namespace missing here.
 */
export const CLIENT_NAMESPACES = [
  'Ad',
  'Auth',
  'Autocomplete',
  'Breeders',
  'Breeds',
  'ComplaintCategories',
  'ComplaintErrors',
  'CurrencySwitcher',
  'ErrorPage',
  'Errors',
  'Favourites',
  'Header',
  'KennelForm',
  'KennelProfile',
  'LanguageSwitcher',
  'Listing',
  'ListingCard',
  'ListingForm',
  'MyBreeding',
  'MyListings',
  'Newsletter',
  'NotFound',
  'Photos',
  'ProblemPage',
  'Profile',
  'Ratings',
  'Reserve',
  'ReviewErrors',
  'ReviewPage',
  'Search',
  'SearchFilters',
  'SearchSort',
] as const satisfies readonly (keyof Messages)[];

/** The part of a language's messages that client components need. */
export function clientMessages(messages: Messages): Partial<Messages> {
  return Object.fromEntries(
    CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]),
  ) as Partial<Messages>;
}
