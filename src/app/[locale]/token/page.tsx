import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { StatusMessage } from '@/components/content/status-message';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { verifyEmail } from '@/server/domain/accounts/verify-email';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return pageMetadata({
    route: '/token',
    locale,
    title: t('verifiedTitle'),
    description: t('verifiedBody'),
  });
}

/** The link in the verification e-mail lands here; the token works once. */
export default async function VerifyEmailPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { token } = await searchParams;
  const [t, verified] = await Promise.all([
    getTranslations({ locale, namespace: 'Auth' }),
    token ? verifyEmail(getAccountServices().auth, token) : Promise.resolve(false),
  ]);
  return (
    <StatusMessage
      locale={locale}
      title={verified ? t('verifiedTitle') : t('verifyFailedTitle')}
      body={verified ? t('verifiedBody') : t('verifyFailedBody')}
      continueLabel={t('continue')}
    />
  );
}
