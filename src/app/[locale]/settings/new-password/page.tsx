import { ClientMessages } from '@/i18n/client-messages-provider';
import { NewPasswordForm } from '@/components/accounts/password-reset-forms';
import { getPathname } from '@/i18n/navigation';
import { authTokenPage } from '../../auth-token-page';
import { newPasswordAction } from '../../forgot-password/actions';

/** The reset e-mail links here with its single-use token. */
const page = authTokenPage({
  route: '/settings/new-password',
  title: 'newPasswordTitle',
  description: 'forgotIntro',
  form: (locale, token) => (
    <ClientMessages locale={locale} namespaces={['Auth', 'Errors']}>
      <NewPasswordForm
        action={newPasswordAction}
        token={token}
        signInHref={getPathname('/sign-in', {}, locale)}
      />
    </ClientMessages>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.AuthTokenPage;
