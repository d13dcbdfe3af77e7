import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SignInForm } from '@/components/accounts/sign-in-form';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';
import { signInAction, signInCodeAction } from './actions';

type Props = { params: Promise<{ locale: string }> };

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

export default async function SignInPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return (
    <section className="page narrow">
      <h1>{t('signInTitle')}</h1>
      <SignInForm
        action={signInAction.bind(null, locale)}
        codeAction={signInCodeAction.bind(null, locale)}
      />
      <p>
        <Link route="/forgot-password" locale={locale}>
          {t('forgotPassword')}
        </Link>
      </p>
      <p>
        {t('noAccount')}{' '}
        <Link route="/sign-up" locale={locale}>
          {t('signUp')}
        </Link>
      </p>
    </section>
  );
}
