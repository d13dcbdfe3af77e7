import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StatusMessage } from '@/components/content/status-message';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { confirmEmailChange } from '@/server/domain/accounts/change-email';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Profile' });
  return pageMetadata({
    route: '/change-email',
    locale,
    title: t('emailChangedTitle'),
    description: t('emailChangedBody'),
  });
}

/** The link sent to a new address lands here; it switches the account over once. */
export default async function ChangeEmailPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { token } = await searchParams;
  const [t, auth, changed] = await Promise.all([
    getTranslations({ locale, namespace: 'Profile' }),
    getTranslations({ locale, namespace: 'Auth' }),
    token ? confirmEmailChange(getAccountServices(), token) : Promise.resolve(false),
  ]);
  return (
    <StatusMessage
      locale={locale}
      title={changed ? t('emailChangedTitle') : t('emailChangeFailedTitle')}
      body={changed ? t('emailChangedBody') : t('emailChangeFailedBody')}
      continueLabel={auth('continue')}
    />
  );
}
