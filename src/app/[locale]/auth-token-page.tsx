import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import type base from '@/i18n/messages/en.json';
import { pageMetadata } from '@/i18n/metadata';
import type { RouteKey } from '@/i18n/routing';

type Query = { token?: string; returnTo?: string };
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Query> };
type AuthKey = keyof (typeof base)['Auth'];

/**
 * A page an e-mail's single-use link opens (new password, sign-in link, confirmation): a title and one form
 * that receives the link's token. The page spends nothing itself; its form does.
 */
export function authTokenPage(options: {
  route: RouteKey;
  title: AuthKey;
  description: AuthKey;
  /**
   * The form, wrapped in the client namespaces it reads (here, in the route's own module, where
   * client-messages.test.ts sees them); `query` is the link's whole query (for returnTo).
   */
  form: (locale: Locale, token: string, query: Query) => ReactNode;
}) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = (await params).locale as Locale;
    const t = await getTranslations({ locale, namespace: 'Auth' });
    return pageMetadata({
      route: options.route,
      locale,
      title: t(options.title),
      description: t(options.description),
    });
  }

  async function AuthTokenPage({ params, searchParams }: Props) {
    const locale = (await params).locale as Locale;
    setRequestLocale(locale);
    const [t, query] = await Promise.all([
      getTranslations({ locale, namespace: 'Auth' }),
      searchParams,
    ]);
    return (
      <section className="page narrow">
        <h1>{t(options.title)}</h1>
        {options.form(locale, typeof query.token === 'string' ? query.token : '', query)}
      </section>
    );
  }
  return { generateMetadata, AuthTokenPage };
}
