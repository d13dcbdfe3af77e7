'use client';

import {
  NextIntlClientProvider,
  useLocale,
  useMessages,
  type AbstractIntlMessages,
} from 'next-intl';
import { useMemo, type ReactNode } from 'react';

/**
 * More messages for part of a page, added to those of the provider above (so scopes nest, as a
 * layout's and its page's do). Everything else (time zone, formats, error handling) is taken
 * from the provider above: only the locale and the messages are given here.
 */
export function MessagesScope({
  messages,
  children,
}: {
  messages: AbstractIntlMessages;
  children: ReactNode;
}) {
  const above = useMessages();
  const merged = useMemo(() => ({ ...above, ...messages }), [above, messages]);
  return (
    <NextIntlClientProvider locale={useLocale()} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
