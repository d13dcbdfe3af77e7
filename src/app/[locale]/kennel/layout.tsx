import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages-provider';
import type { Locale } from '@/i18n/locales';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** A kennel's page: its photo gallery and the report forms. */
export default async function KennelLayout({ children, params }: Props) {
  const locale = (await params).locale as Locale;
  return (
    <ClientMessages locale={locale} namespaces={['Errors', 'KennelProfile', 'ReportForm']}>
      {children}
    </ClientMessages>
  );
}
