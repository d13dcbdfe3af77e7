import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages-provider';
import type { Locale } from '@/i18n/locales';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** Reviewing a breeder: the review form. */
export default async function ReviewLayout({ children, params }: Props) {
  const locale = (await params).locale as Locale;
  return (
    <ClientMessages
      locale={locale}
      namespaces={['ReviewPage', 'Errors', 'ReviewErrors', 'Profile']}
    >
      {children}
    </ClientMessages>
  );
}
