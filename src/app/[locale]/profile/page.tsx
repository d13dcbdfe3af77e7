import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';

type Props = { params: Promise<{ locale: string }> };

/** /profile itself has no content: it opens the personal details. */
export default async function ProfileIndexPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  redirect(getPathname('/profile/edit-profile', {}, locale));
}
