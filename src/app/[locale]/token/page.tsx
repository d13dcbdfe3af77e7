import { ClientMessages } from '@/i18n/client-messages-provider';
import { ConfirmEmailForm } from '@/components/accounts/confirm-email-form';
import { safeReturnPath } from '@/validation/safe-return-path';
import { authTokenPage } from '../auth-token-page';
import { confirmEmailAction } from './actions';

/**
 * The confirmation e-mail links here. Opening the page spends nothing (mail scanners open
 * links too); the button confirms the address, signs in and lands where sign-up was heading.
 */
const page = authTokenPage({
  route: '/token',
  title: 'confirmEmailTitle',
  description: 'confirmEmailBody',
  form: (locale, token, query) => (
    <ClientMessages locale={locale} namespaces={['Auth']}>
      <ConfirmEmailForm
        locale={locale}
        action={confirmEmailAction.bind(null, token, safeReturnPath(query.returnTo))}
      />
    </ClientMessages>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.AuthTokenPage;
