import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientMessages, type ClientNamespace } from './client-messages';
import type { Locale } from './locales';
import { MessagesScope } from './messages-scope';

/**
 * Gives the client components below `namespaces`, on top of those of the layouts above (the
 * shared ones and any other scope's). List the namespaces as a literal array:
 * client-messages.test.ts reads them from the source.
 */
export async function ClientMessages({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: readonly ClientNamespace[];
  children: ReactNode;
}) {
  const messages = clientMessages(await getMessages({ locale }), namespaces);
  return <MessagesScope messages={messages}>{children}</MessagesScope>;
}
