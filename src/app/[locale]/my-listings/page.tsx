import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';

type Props = { params: Promise<{ locale: string }> };

/** "My listings" opens on its first tab. */
export default async function MyListingsPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  redirect(getPathname('/my-listings/active', {}, locale));
}
