import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages-provider';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { getSessionViewer } from '../profile/session-viewer';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** The breeder's own pages: signed-out visitors go to the home page of their language. */
export default async function MyBreedingLayout({ children, params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const viewer = await getSessionViewer();
  if (!viewer) redirect(getPathname('/', {}, locale));
  return (
    <ClientMessages locale={locale} namespaces={['Errors', 'MyBreeding', 'KennelForm', 'Photos']}>
      <div className="page section my-breeding">{children}</div>
    </ClientMessages>
  );
}
