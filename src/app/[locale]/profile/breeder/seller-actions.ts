'use server';

import { revalidatePath } from 'next/cache';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import { createRequestContext } from '@/server/context';
import { chooseSellerStatus } from '@/server/domain/traders/choose-seller-status';
import { saveTraderDetails } from '@/server/domain/traders/save-trader-details';
import { getSessionViewer } from '../session-viewer';
import { formStateFromError } from '../../../form-state';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * Saves how the viewer's kennel sells: a private seller by its choice alone, a trader with its
 * traceability details and (the first time, or to replace it) the identity document.
 */
export async function saveSellerAction(
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  try {
    const ctx = createRequestContext({ viewer: await getSessionViewer() });
    const status = text(form, 'status');
    if (status !== 'trader') {
      await chooseSellerStatus(ctx, { status });
    } else {
      const file = form.get('idDocument');
      const document =
        file instanceof File && file.size > 0 ? Buffer.from(await file.arrayBuffer()) : null;
      await saveTraderDetails(
        ctx,
        {
          legalName: text(form, 'legalName'),
          street: text(form, 'street'),
          postcode: text(form, 'postcode'),
          city: text(form, 'city'),
          countryCode: text(form, 'countryCode'),
          phone: text(form, 'phone'),
          email: text(form, 'email'),
          registerCountry: text(form, 'registerCountry'),
          registerNumber: text(form, 'registerNumber'),
          selfCertified: form.get('selfCertified') === 'on',
        },
        { document },
      );
    }
    revalidatePath('/[locale]/profile/breeder', 'page');
    return { fields: {}, values: {}, done: 'saved' };
  } catch (error) {
    return formStateFromError(error);
  }
}
