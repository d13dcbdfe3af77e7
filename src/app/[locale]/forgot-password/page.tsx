import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ForgotPasswordForm } from '@/components/accounts/password-reset-forms';
import { ClientMessages } from '@/i18n/client-messages-provider';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { forgotPasswordAction } from './actions';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return pageMetadata({
    route: '/forgot-password',
    locale,
    title: t('forgotTitle'),
    description: t('forgotIntro'),
  });
}

export default async function ForgotPasswordPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return (
    <section className="page narrow">
      <h1>{t('forgotTitle')}</h1>
      <p className="lead">{t('forgotIntro')}</p>
      <ClientMessages locale={locale} namespaces={['Auth', 'Errors']}>
        <ForgotPasswordForm action={forgotPasswordAction} />
      </ClientMessages>
    </section>
  );
}
