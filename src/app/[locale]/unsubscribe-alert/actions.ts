'use server';

import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import { createRequestContext } from '@/server/context';
import { unsubscribeSavedSearch } from '@/server/domain/alerts/unsubscribe-saved-search';

/** The confirm page's button: the signed token is the only right needed (no session). */
export async function unsubscribeAlertAction(locale: Locale, form: FormData): Promise<void> {
  const token = String(form.get('token') ?? '');
  const done = await unsubscribeSavedSearch(createRequestContext({ locale }), token);
  const page = getPathname('/unsubscribe-alert', {}, locale);
  redirect(`${page}?${new URLSearchParams({ token, ...(done ? { done: '1' } : {}) })}`);
}
