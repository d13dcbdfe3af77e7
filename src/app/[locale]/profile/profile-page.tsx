import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';
import { PROFILE_SECTIONS } from '@/components/accounts/profile-navigation';

type Section = (typeof PROFILE_SECTIONS)[number];
export type ProfileRoute = Section[0];
type Props = { params: Promise<{ locale: string }> };

const labelOf = (route: ProfileRoute) => PROFILE_SECTIONS.find(([r]) => r === route)![1];

/** Title and (noindex) metadata of a profile section. */
export function profileMetadata(route: ProfileRoute) {
  return async ({ params }: Props): Promise<Metadata> => {
    const locale = (await params).locale as Locale;
    const t = await getTranslations({ locale, namespace: 'Profile' });
    return pageMetadata({
      route,
      locale,
      title: t(labelOf(route) as never),
      description: t('title'),
    });
  };
}

/** A profile section page: its heading and the content the section renders. */
export function profilePage(
  route: ProfileRoute,
  render: (locale: Locale) => Promise<ReactNode> | ReactNode,
) {
  return async function ProfileSectionPage({ params }: Props) {
    const locale = (await params).locale as Locale;
    setRequestLocale(locale);
    const t = await getTranslations({ locale, namespace: 'Profile' });
    return (
      <section aria-labelledby="profile-section-title">
        <h2 id="profile-section-title">{t(labelOf(route) as never)}</h2>
        {await render(locale)}
      </section>
    );
  };
}

type EmptyKey = 'subscription' | 'responsibilities' | 'price';

/** What a section shows while there is nothing in it yet, with the way forward. */
export async function EmptySection({
  locale,
  kind,
  withBreederHelp = false,
}: {
  locale: Locale;
  kind: EmptyKey;
  withBreederHelp?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'Profile' });
  return (
    <div className="empty-state">
      <p className="empty-title">{t(`${kind}Empty`)}</p>
      <p>{t(`${kind}Hint`)}</p>
      {withBreederHelp && (
        <p>
          <Link route="/help/breeder-faq" locale={locale}>
            {t('subscriptionCta')}
          </Link>
        </p>
      )}
    </div>
  );
}
