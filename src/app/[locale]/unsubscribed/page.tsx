import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StatusMessage } from '@/components/content/status-message';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { createRequestContext } from '@/server/context';
import { unsubscribeNewsletter } from '@/server/domain/newsletter/unsubscribe-newsletter';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Newsletter' });
  return pageMetadata({
    route: '/unsubscribed',
    locale,
    title: t('unsubscribedTitle'),
    description: t('unsubscribedBody'),
  });
}

/** The unsubscribe link of every newsletter: one click, no sign-in. */
export default async function UnsubscribedPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { token } = await searchParams;
  const [t, auth, done] = await Promise.all([
    getTranslations({ locale, namespace: 'Newsletter' }),
    getTranslations({ locale, namespace: 'Auth' }),
    unsubscribeNewsletter(createRequestContext({ locale }), token ?? ''),
  ]);
  return (
    <StatusMessage
      locale={locale}
      title={done ? t('unsubscribedTitle') : t('unsubscribeFailedTitle')}
      body={done ? t('unsubscribedBody') : t('unsubscribeFailedBody')}
      continueLabel={auth('continue')}
    />
  );
}
