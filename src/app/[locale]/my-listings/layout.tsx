import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages-provider';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { getSessionViewer } from '../profile/session-viewer';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** A breeder's listings: signed-out visitors go to the home page of their language. */
export default async function MyListingsLayout({ children, params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const viewer = await getSessionViewer();
  if (!viewer) redirect(getPathname('/', {}, locale));
  return (
    <ClientMessages
      locale={locale}
      namespaces={['Errors', 'MyListings', 'ListingForm', 'Photos', 'Profile']}
    >
      <div className="page my-listings-page">{children}</div>
    </ClientMessages>
  );
}
