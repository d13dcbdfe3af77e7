'use client';

import { NextIntlClientProvider, useLocale, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * Messages for part of a page. Everything else (time zone, formats, error handling) is taken
 * from the provider above: only the locale and the messages are given here.
 */
export function MessagesScope({
  messages,
  children,
}: {
  messages: AbstractIntlMessages;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={useLocale()} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
