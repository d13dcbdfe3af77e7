import { ClientMessages } from '@/i18n/client-messages-provider';
import { SignInLinkForm } from '@/components/accounts/sign-in-link-form';
import { authTokenPage } from '../auth-token-page';
import { signInCodeAction, signInWithLinkAction } from '../sign-in/actions';

/**
 * The sign-in e-mail links here. Opening the page uses nothing up (mail scanners open links
 * too); the button spends the single-use token.
 */
const page = authTokenPage({
  route: '/sign-in-link',
  title: 'signInLinkTitle',
  description: 'signInLinkIntro',
  form: (locale, token) => (
    <ClientMessages locale={locale} namespaces={['Auth', 'Errors']}>
      <SignInLinkForm
        action={signInWithLinkAction.bind(null, locale, token)}
        codeAction={signInCodeAction.bind(null, locale, null)}
      />
    </ClientMessages>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.AuthTokenPage;
