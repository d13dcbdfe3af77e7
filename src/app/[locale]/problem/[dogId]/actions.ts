'use server';

import { redirect } from 'next/navigation';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import { isLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { fileComplaint } from '@/server/domain/complaints/file-complaint';
import { DomainError } from '@/server/domain/errors';
import { getSessionViewer } from '../../profile/session-viewer';

/**
 * Files the problem form; the domain checks who may complain and the form. On success the
 * browser lands on the page again, now showing the complaint and where to add photos.
 */
export async function fileComplaintAction(
  locale: string,
  listingId: string,
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  const language = isLocale(locale) ? locale : 'en';
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = { category: field('category'), description: field('description') };
  let complaintId: string;
  try {
    const ctx = createRequestContext({ locale: language, viewer: await getSessionViewer() });
    complaintId = (await fileComplaint(ctx, { listingId, ...values })).id;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const fields =
      Object.keys(error.fields).length > 0 ? { ...error.fields } : { form: error.code };
    return { fields, values };
  }
  redirect(
    `${getPathname('/problem/[dogId]', { dogId: listingId }, language)}?filed=1#complaint-${complaintId}`,
  );
}
