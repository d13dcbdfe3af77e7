import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SignUpForm } from '@/components/accounts/sign-up-form';
import { ClientMessages } from '@/i18n/client-messages-provider';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';
import { COUNTRIES } from '@/reference/countries';
import { RETURN_TO_PARAM, safeReturnPath } from '@/validation/safe-return-path';
import { signUpAction } from './actions';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const DEFAULT_COUNTRY: Record<Locale, string> = {
  hu: 'HU',
  en: 'GB',
  de: 'DE',
  ru: 'RU',
  it: 'IT',
  ro: 'RO',
  pl: 'PL',
  cs: 'CZ',
  fr: 'FR',
  sr: 'RS',
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return pageMetadata({
    route: '/sign-up',
    locale,
    title: t('signUpTitle'),
    description: t('signUpIntro'),
  });
}

export default async function SignUpPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  // Where the visitor was going; the confirmation link brings them there, signed in.
  const returnTo = safeReturnPath((await searchParams)[RETURN_TO_PARAM]);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Auth' });
  const countries = COUNTRIES.map((c) => ({
    key: c.key,
    name: c.names[locale],
    dial: c.dial,
  })).sort((a, b) => a.name.localeCompare(b.name, locale));
  return (
    <section className="page narrow">
      <h1>{t('signUpTitle')}</h1>
      <p className="lead">{t('signUpIntro')}</p>
      <ClientMessages locale={locale} namespaces={['Auth', 'Errors', 'Profile']}>
        <SignUpForm
          locale={locale}
          action={signUpAction.bind(null, locale, returnTo)}
          countries={countries}
          defaultCountry={DEFAULT_COUNTRY[locale]}
        />
      </ClientMessages>
      <p>
        {t('haveAccount')}{' '}
        <Link route="/sign-in" locale={locale} query={{ [RETURN_TO_PARAM]: returnTo ?? undefined }}>
          {t('signIn')}
        </Link>
      </p>
    </section>
  );
}
