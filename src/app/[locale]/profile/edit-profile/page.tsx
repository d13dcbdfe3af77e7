import { EmailChangeForm, ProfileForm } from '@/components/accounts/profile-forms';
import { LOCALES, LOCALE_NATIVE_NAMES } from '@/i18n/locales';
import { COUNTRIES } from '@/reference/countries';
import { createRequestContext } from '@/server/context';
import { getOwnAccount } from '@/server/domain/accounts/get-own-account';
import { getSessionViewer } from '../session-viewer';
import { requestEmailChangeAction, updateProfileAction } from '../actions';
import { profileMetadata, profilePage } from '../profile-page';

export const generateMetadata = profileMetadata('/profile/edit-profile');

export default profilePage('/profile/edit-profile', async (locale) => {
  const account = await getOwnAccount(createRequestContext({ viewer: await getSessionViewer() }));
  const countries = COUNTRIES.map((c) => ({
    key: c.key,
    name: c.names[locale],
    dial: c.dial,
  })).sort((a, b) => a.name.localeCompare(b.name, locale));
  return (
    <>
      <ProfileForm
        action={updateProfileAction}
        countries={countries}
        languages={LOCALES.map((key) => ({ key, name: LOCALE_NATIVE_NAMES[key] }))}
        account={{
          name: account.name,
          countryCode: account.countryCode ?? '',
          phone: account.phone ?? '',
          locale: account.locale,
        }}
      />
      <EmailChangeForm action={requestEmailChangeAction} currentEmail={account.email} />
    </>
  );
});
