import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages-provider';
import type { Locale } from '@/i18n/locales';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** An ad's client parts: the photo gallery, the reservation and report forms, the travel date. */
export default async function AdLayout({ children, params }: Props) {
  const locale = (await params).locale as Locale;
  return (
    <ClientMessages
      locale={locale}
      namespaces={['Ad', 'Errors', 'ReportForm', 'Reserve', 'Travel']}
    >
      {children}
    </ClientMessages>
  );
}
