import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OutcomeNotice, isKnownDone } from '@/components/accounts/outcome-notice';
import { OwnWaitlistApplications } from '@/components/waitlist/own-waitlist-applications';
import type { Locale } from '@/i18n/locales';
import { createRequestContext } from '@/server/context';
import { findOwnWaitlistApplications } from '@/server/domain/waitlist/find-own-waitlist-applications';
import { profileMetadata } from '../profile-page';
import { getSessionViewer } from '../session-viewer';
import {
  passWaitlistPickAction,
  payWaitlistDepositAction,
  pickWaitlistPuppyAction,
  withdrawWaitlistApplicationAction,
} from './actions';

export const generateMetadata = profileMetadata('/profile/waitlists');

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ done?: string; error?: string }>;
};

const DONE = ['applied', 'withdrawn', 'picked', 'passed'] as const;

/** The buyer's applications to planned litters' waitlists, with their state and place. */
export default async function WaitlistsPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const ctx = createRequestContext({ locale, viewer: await getSessionViewer() });
  const [profile, t, applications, outcome] = await Promise.all([
    getTranslations({ locale, namespace: 'Profile' }),
    getTranslations({ locale, namespace: 'WaitlistOwn' }),
    findOwnWaitlistApplications(ctx),
    searchParams,
  ]);
  return (
    <section aria-labelledby="profile-section-title">
      <h2 id="profile-section-title">{profile('waitlists')}</h2>
      <OutcomeNotice
        locale={locale}
        done={isKnownDone(DONE, outcome.done) ? t(`done.${outcome.done}`) : null}
        error={outcome.error}
      />
      <p>{t('intro')}</p>
      <OwnWaitlistApplications
        applications={applications}
        locale={locale}
        actions={{
          withdraw: (id) => withdrawWaitlistApplicationAction.bind(null, locale, id),
          payDeposit: (id) => payWaitlistDepositAction.bind(null, locale, id),
          pick: (id) => pickWaitlistPuppyAction.bind(null, locale, id),
          pass: (id) => passWaitlistPickAction.bind(null, locale, id),
        }}
      />
    </section>
  );
}
