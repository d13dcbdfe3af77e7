import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StatusMessage } from '@/components/content/status-message';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { createRequestContext } from '@/server/context';
import { confirmNewsletter } from '@/server/domain/newsletter/confirm-newsletter';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Newsletter' });
  return pageMetadata({
    route: '/subscribe-verify',
    locale,
    title: t('verifiedTitle'),
    description: t('intro'),
  });
}

/** The double opt-in link of the newsletter lands here. */
export default async function SubscribeVerifyPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { token } = await searchParams;
  const [t, auth, confirmed] = await Promise.all([
    getTranslations({ locale, namespace: 'Newsletter' }),
    getTranslations({ locale, namespace: 'Auth' }),
    confirmNewsletter(createRequestContext({ locale }), token ?? ''),
  ]);
  return (
    <StatusMessage
      locale={locale}
      title={confirmed ? t('verifiedTitle') : t('verifyFailedTitle')}
      body={confirmed ? t('verifiedBody') : t('verifyFailedBody')}
      continueLabel={auth('continue')}
    />
  );
}
