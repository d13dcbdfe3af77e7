import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';

type Props = { params: Promise<{ locale: string }> };

/** "My dogs" opens on the wish list. */
export default async function MyDogsPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  redirect(getPathname('/my-dogs/my-wish-list', {}, locale));
}
