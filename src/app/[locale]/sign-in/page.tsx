import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SignInForm } from '@/components/accounts/sign-in-form';
import { ClientMessages } from '@/i18n/client-messages-provider';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';
import { RETURN_TO_PARAM, safeReturnPath } from '@/validation/safe-return-path';
import { SIGN_IN_LINK_MINUTES } from '@/server/domain/accounts/sign-in-link-minutes';
import { signInAction, signInCodeAction, signInLinkAction } from './actions';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return pageMetadata({
    route: '/sign-in',
    locale,
    title: t('signInTitle'),
    description: t('signUpIntro'),
  });
}

export default async function SignInPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  // Where a visitor was when sign-in was needed (e.g. saving a favourite); home otherwise.
  const returnTo = safeReturnPath((await searchParams)[RETURN_TO_PARAM]);
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return (
    <section className="page narrow">
      <h1>{t('signInTitle')}</h1>
      <ClientMessages locale={locale} namespaces={['Auth', 'Errors']}>
        <SignInForm
          action={signInAction.bind(null, locale, returnTo)}
          codeAction={signInCodeAction.bind(null, locale, returnTo)}
          linkAction={signInLinkAction}
          linkMinutes={SIGN_IN_LINK_MINUTES}
        />
      </ClientMessages>
      <p>
        <Link route="/forgot-password" locale={locale}>
          {t('forgotPassword')}
        </Link>
      </p>
      <p>
        {t('noAccount')}{' '}
        <Link route="/sign-up" locale={locale} query={{ [RETURN_TO_PARAM]: returnTo ?? undefined }}>
          {t('signUp')}
        </Link>
      </p>
    </section>
  );
}
