import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NewPasswordForm } from '@/components/accounts/password-reset-forms';
import { ClientMessages } from '@/i18n/client-messages-provider';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { getPathname } from '@/i18n/navigation';
import { newPasswordAction } from '../../forgot-password/actions';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return pageMetadata({
    route: '/settings/new-password',
    locale,
    title: t('newPasswordTitle'),
    description: t('forgotIntro'),
  });
}

/** The reset e-mail links here with its single-use token. */
export default async function NewPasswordPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, { token = '' }] = await Promise.all([
    getTranslations({ locale, namespace: 'Auth' }),
    searchParams,
  ]);
  return (
    <section className="page narrow">
      <h1>{t('newPasswordTitle')}</h1>
      <ClientMessages locale={locale} namespaces={['Auth']}>
        <NewPasswordForm
          action={newPasswordAction}
          token={token}
          signInHref={getPathname('/sign-in', {}, locale)}
        />
      </ClientMessages>
    </section>
  );
}
