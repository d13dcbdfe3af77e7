import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OutcomeNotice } from '@/components/accounts/outcome-notice';
import { OwnPuppyRequests } from '@/components/puppy-match/own-puppy-requests';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { BREEDS } from '@/reference/breeds';
import { COUNTRIES } from '@/reference/countries';
import { createRequestContext } from '@/server/context';
import { findOwnPuppyRequests } from '@/server/domain/puppy-match/find-own-puppy-requests';
import { profileMetadata } from '../profile-page';
import { getSessionViewer } from '../session-viewer';
import { answerPuppyOfferAction, changePuppyRequestStateAction } from './actions';

export const generateMetadata = profileMetadata('/profile/puppy-requests');

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ done?: string; error?: string }>;
};

/** The buyer's puppy-match requests and the offers breeders made to them. */
export default async function PuppyRequestsPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const ctx = createRequestContext({ locale, viewer: await getSessionViewer() });
  const [profile, t, requests, outcome] = await Promise.all([
    getTranslations({ locale, namespace: 'Profile' }),
    getTranslations({ locale, namespace: 'PuppyMatchRequests' }),
    findOwnPuppyRequests(ctx),
    searchParams,
  ]);
  const done = ['created', 'updated', 'pause', 'resume', 'close', 'accept', 'decline'];
  return (
    <section aria-labelledby="profile-section-title">
      <h2 id="profile-section-title">{profile('puppyRequests')}</h2>
      <OutcomeNotice
        locale={locale}
        done={
          outcome.done && done.includes(outcome.done) ? t(`done.${outcome.done}` as never) : null
        }
        error={outcome.error}
      />
      <p>{t('intro')}</p>
      <p>
        <Link route="/puppy-request" locale={locale} className="button">
          {t('newRequest')}
        </Link>
      </p>
      <OwnPuppyRequests
        locale={locale}
        requests={requests}
        breedNames={Object.fromEntries(BREEDS.map((breed) => [breed.key, breed.names[locale]]))}
        countryNames={Object.fromEntries(COUNTRIES.map((c) => [c.key, c.names[locale]]))}
        changeAction={(id, event) => changePuppyRequestStateAction.bind(null, locale, id, event)}
        answerAction={(id, answer) => answerPuppyOfferAction.bind(null, locale, id, answer)}
      />
    </section>
  );
}
