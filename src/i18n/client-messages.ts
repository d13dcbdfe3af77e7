import type { Messages } from 'next-intl';

/**
 * The namespaces every page's client components may read (`useTranslations('…')`): the
 * header's and footer's controls, error pages and the listing cards that appear on many pages.
 * Errors (13 KB) is not one of them: forms are on some pages only, and the footer's
 * newsletter form gets its few texts worded.
 * Only these travel to the browser with every page; a page or layout whose client components
 * need more wraps them in `<ClientMessages namespaces={[…]}>` (client-messages-provider.tsx).
 * E-mails, help pages and server-rendered screens stay on the server.
 * client-messages.test.ts follows every page's imports and fails when a client component can
 * be rendered without a namespace it reads.
 */
export const SHARED_NAMESPACES = [
  'CurrencySwitcher',
  'ErrorPage',
  'Favourites',
  'LanguageSwitcher',
  'Listing',
  'ListingCard',
  'Newsletter',
] as const satisfies readonly (keyof Messages)[];

export type ClientNamespace = keyof Messages;

/** The given namespaces of a language's messages (the shared ones unless named). */
export function clientMessages(
  messages: Messages,
  namespaces: readonly ClientNamespace[] = SHARED_NAMESPACES,
): Partial<Messages> {
  return Object.fromEntries(
    namespaces.map((namespace) => [namespace, messages[namespace]]),
  ) as Partial<Messages>;
}
