import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ProfileNavigation } from '@/components/accounts/profile-navigation';
import { UnverifiedNotice } from '@/components/accounts/unverified-notice';
import { ClientMessages } from '@/i18n/client-messages-provider';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { findResponsibilities } from '@/server/domain/responsibilities/find-responsibilities';
import { getSessionViewer } from './session-viewer';
import { resendVerificationAction } from './actions';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** The profile area: signed-out visitors go to the home page of their language. */
export default async function ProfileLayout({ children, params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const viewer = await getSessionViewer();
  if (!viewer) redirect(getPathname('/', {}, locale));
  const t = await getTranslations({ locale, namespace: 'Profile' });
  const due = await findResponsibilities(createRequestContext({ locale, viewer }));
  return (
    <ClientMessages
      locale={locale}
      namespaces={[
        'Auth',
        'Errors',
        'Profile',
        'KennelForm',
        'SellerForm',
        'Photos',
        'Ratings',
        'ReviewErrors',
      ]}
    >
      <div className="page profile-page">
        <h1>{t('title')}</h1>
        {!viewer.emailVerified && (
          <UnverifiedNotice email={viewer.email} resend={resendVerificationAction} />
        )}
        <div className="profile-layout">
          <ProfileNavigation locale={locale} dueCount={due.length} />
          <div className="profile-content">{children}</div>
        </div>
      </div>
    </ClientMessages>
  );
}
