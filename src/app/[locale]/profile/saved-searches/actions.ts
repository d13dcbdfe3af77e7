'use server';

import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import { createRequestContext } from '@/server/context';
import { deleteSavedSearch } from '@/server/domain/alerts/delete-saved-search';
import { updateSavedSearch } from '@/server/domain/alerts/update-saved-search';
import { DomainError } from '@/server/domain/errors';
import type { AlertFrequency } from '@/validation/saved-searches';
import { getSessionViewer } from '../session-viewer';

/** Back to the saved searches with what happened (`done`) or why not (`error`), and the name. */
function backToList(locale: Locale, outcome: Record<string, string>): never {
  const query = new URLSearchParams(outcome).toString();
  redirect(`${getPathname('/profile/saved-searches', {}, locale)}?${query}`);
}

async function run(locale: Locale, change: () => Promise<{ name?: string }>, done: string) {
  let name: string | undefined;
  try {
    name = (await change()).name;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    backToList(locale, {
      error: error.fields.form ?? Object.values(error.fields)[0] ?? error.code,
    });
  }
  backToList(locale, { done, name: name ?? '' });
}

/** Changes how often an own saved search mails (choosing one again turns alerts back on). */
export async function changeSavedSearchAction(
  locale: Locale,
  id: string,
  form: FormData,
): Promise<void> {
  const ctx = createRequestContext({ locale, viewer: await getSessionViewer() });
  const frequency = String(form.get('frequency') ?? '') as AlertFrequency;
  await run(locale, () => updateSavedSearch(ctx, { id, frequency }), 'changed');
}

/** Deletes an own saved search. */
export async function deleteSavedSearchAction(locale: Locale, id: string): Promise<void> {
  const ctx = createRequestContext({ locale, viewer: await getSessionViewer() });
  await run(locale, () => deleteSavedSearch(ctx, { id }), 'deleted');
}
