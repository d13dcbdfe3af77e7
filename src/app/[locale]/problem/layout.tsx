import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages-provider';
import type { Locale } from '@/i18n/locales';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** Reporting a problem with a bought dog: the complaint form with its photos. */
export default async function ProblemLayout({ children, params }: Props) {
  const locale = (await params).locale as Locale;
  return (
    <ClientMessages
      locale={locale}
      namespaces={[
        'ProblemPage',
        'Errors',
        'ComplaintErrors',
        'ComplaintCategories',
        'Photos',
        'Profile',
      ]}
    >
      {children}
    </ClientMessages>
  );
}
