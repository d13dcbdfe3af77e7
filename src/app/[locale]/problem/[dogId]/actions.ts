'use server';

import { redirect } from 'next/navigation';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import { isLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { fileComplaint } from '@/server/domain/complaints/file-complaint';
import { getSessionViewer } from '../../profile/session-viewer';
import { formStateFromError } from '../../../form-state';

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
    return formStateFromError(error, { values });
  }
  redirect(
    `${getPathname('/problem/[dogId]', { dogId: listingId }, language)}?filed=1#complaint-${complaintId}`,
  );
}
