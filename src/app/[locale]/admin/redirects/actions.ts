'use server';

import { refresh } from 'next/cache';
import type { RedirectFormState } from '@/components/admin/redirect-state';
import { createRequestContext } from '@/server/context';
import { deleteRedirect } from '@/server/domain/redirects/delete-redirect';
import { importRedirects } from '@/server/domain/redirects/import-redirects';
import { saveRedirect } from '@/server/domain/redirects/save-redirect';
import { getRequestViewer } from '../../viewer';
import { domainErrorFields } from '../../../form-state';

const adminContext = async () =>
  createRequestContext({ locale: 'en', viewer: await getRequestViewer() });
const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** Creates a redirect, or edits the one named by `id` (ADMIN, ADMINM; the domain checks). */
export async function saveRedirectAction(
  _previous: RedirectFormState,
  form: FormData,
): Promise<RedirectFormState> {
  const values = {
    fromPath: text(form, 'fromPath'),
    toPath: text(form, 'toPath'),
    statusCode: text(form, 'statusCode'),
    match: text(form, 'match'),
  };
  const id = text(form, 'id') || undefined;
  try {
    await saveRedirect(await adminContext(), { ...values, id });
  } catch (error) {
    return { fields: domainErrorFields(error), values };
  }
  refresh();
  return { fields: {}, values: id ? values : {}, done: 'saved' };
}

/** Deletes one redirect. */
export async function deleteRedirectAction(
  _previous: RedirectFormState,
  form: FormData,
): Promise<RedirectFormState> {
  try {
    await deleteRedirect(await adminContext(), { id: text(form, 'id') });
  } catch (error) {
    return { fields: domainErrorFields(error), values: {} };
  }
  refresh();
  return { fields: {}, values: {}, done: 'deleted' };
}

/** Imports an uploaded CSV of redirects, all or nothing, with the problems line by line. */
export async function importRedirectsAction(
  _previous: RedirectFormState,
  form: FormData,
): Promise<RedirectFormState> {
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) {
    return { fields: { file: 'fileRequired' }, values: {} };
  }
  try {
    const result = await importRedirects(await adminContext(), { csv: await file.text() });
    if (!result.ok) return { fields: {}, values: {}, problems: result.problems };
    refresh();
    return { fields: {}, values: {}, done: 'imported', imported: result.imported };
  } catch (error) {
    return { fields: domainErrorFields(error), values: {} };
  }
}
