import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SignInLinkForm } from '@/components/accounts/sign-in-link-form';
import { ClientMessages } from '@/i18n/client-messages-provider';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { signInCodeAction, signInWithLinkAction } from '../sign-in/actions';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return pageMetadata({
    route: '/sign-in-link',
    locale,
    title: t('signInLinkTitle'),
    description: t('signInLinkIntro'),
  });
}

/**
 * The sign-in e-mail links here. Opening the page uses nothing up (mail scanners open links
 * too); the button spends the single-use token.
 */
export default async function SignInLinkPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, { token = '' }] = await Promise.all([
    getTranslations({ locale, namespace: 'Auth' }),
    searchParams,
  ]);
  return (
    <section className="page narrow">
      <h1>{t('signInLinkTitle')}</h1>
      <ClientMessages locale={locale} namespaces={['Auth']}>
        <SignInLinkForm
          action={signInWithLinkAction.bind(null, locale, token)}
          codeAction={signInCodeAction.bind(null, locale, null)}
        />
      </ClientMessages>
    </section>
  );
}
