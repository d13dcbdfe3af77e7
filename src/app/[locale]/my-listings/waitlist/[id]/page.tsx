import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale, getTranslations } from 'next-intl/server';
import { OutcomeNotice, isKnownDone } from '@/components/accounts/outcome-notice';
import { cache } from 'react';
import { BreederWaitlist } from '@/components/waitlist/breeder-waitlist';
import { WaitlistPlaces } from '@/components/waitlist/waitlist-places';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { DomainError } from '@/server/domain/errors';
import { findLitterWaitlist } from '@/server/domain/waitlist/find-litter-waitlist';
import { MAX_WAITLIST_PLACES } from '@/validation/waitlist';
import { getSessionViewer } from '../../../profile/session-viewer';
import {
  decideWaitlistApplicationAction,
  refundWaitlistDepositAction,
  setWaitlistAction,
  startWaitlistPicksAction,
} from './actions';
import { LOCALE_TAGS } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ done?: string; error?: string }>;
};

/** The viewer's own planned litter's waitlist, or null for anything else (not found). */
const load = cache(async (locale: Locale, id: string) => {
  const viewer = await getSessionViewer();
  if (!viewer) return null;
  try {
    return await findLitterWaitlist(createRequestContext({ locale, viewer }), { listingId: id });
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'WaitlistBreeder' });
  const loaded = await load(locale as Locale, id);
  return pageMetadata({
    route: '/my-listings/waitlist/[id]',
    params: { id },
    locale: locale as Locale,
    title: loaded ? t('title', { title: loaded.litter.title }) : t('titleShort'),
    description: t('intro'),
    noIndex: true,
  });
}

const DONE = ['saved', 'accept', 'decline', 'picksStarted', 'refunded'] as const;

/** A breeder's planned litter: whether its waitlist is open, its places, and the applications. */
export default async function LitterWaitlistPage({ params, searchParams }: Props) {
  const { locale: raw, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const loaded = await load(locale, id);
  if (!loaded) notFound();
  const { litter, summary, applications, depositTerms, puppiesAvailable, pickHours } = loaded;
  const depositAmount =
    depositTerms?.amount != null
      ? formatMoney(depositTerms.amount, depositTerms.currency, LOCALE_TAGS[locale])
      : null;
  const [t, outcome] = await Promise.all([
    getTranslations({ locale, namespace: 'WaitlistBreeder' }),
    searchParams,
  ]);
  return (
    <section aria-labelledby="waitlist-title">
      <p>
        <Link route="/my-listings/upcoming-litters" locale={locale}>
          {t('back')}
        </Link>
      </p>
      <h1 id="waitlist-title">{t('title', { title: litter.title })}</h1>
      <OutcomeNotice
        locale={locale}
        done={isKnownDone(DONE, outcome.done) ? t(`done.${outcome.done}`) : null}
        error={outcome.error}
      />
      <p>{t('intro')}</p>
      <WaitlistPlaces summary={summary} locale={locale} />
      {summary.litterStatus === 'born' ? (
        <section aria-labelledby="waitlist-picks" className="card">
          <h2 id="waitlist-picks">{t('picks.heading')}</h2>
          {summary.picksEndedAt ? (
            <p>{t('picks.ended')}</p>
          ) : summary.picksStartedAt ? (
            <p>{t('picks.running')}</p>
          ) : (
            <>
              <p>{t('picks.intro', { count: puppiesAvailable, hours: pickHours })}</p>
              {puppiesAvailable > 0 ? (
                <form action={startWaitlistPicksAction.bind(null, locale, litter.id)}>
                  <button type="submit" className="button primary">
                    {t('picks.start')}
                  </button>
                </form>
              ) : null}
            </>
          )}
        </section>
      ) : null}
      <form action={setWaitlistAction.bind(null, locale, litter.id)} className="waitlist-settings">
        <div className="field">
          <label>
            <input type="checkbox" name="isOpen" value="yes" defaultChecked={summary.isOpen} />{' '}
            {t('isOpen')}
          </label>
        </div>
        <div className="field">
          <label htmlFor="waitlist-places">{t('places')}</label>
          <input
            id="waitlist-places"
            name="places"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_WAITLIST_PLACES}
            defaultValue={summary.placesSet ?? ''}
            aria-describedby="waitlist-places-hint"
          />
          <p id="waitlist-places-hint" className="hint">
            {t('placesHint', { max: MAX_WAITLIST_PLACES })}
          </p>
        </div>
        <div className="field">
          <label>
            <input
              type="checkbox"
              name="isDepositRequired"
              value="yes"
              defaultChecked={summary.isDepositRequired}
              aria-describedby="waitlist-deposit-hint"
            />{' '}
            {t('depositRequired')}
          </label>
          <p id="waitlist-deposit-hint" className="hint">
            {depositAmount ? t('depositHint', { amount: depositAmount }) : t('depositNoTerms')}
          </p>
        </div>
        <button type="submit" className="button">
          {t('save')}
        </button>
      </form>
      <h2>{t('applications')}</h2>
      <BreederWaitlist
        applications={applications}
        locale={locale}
        decideAction={decideWaitlistApplicationAction.bind(null, locale, litter.id)}
        refundAction={refundWaitlistDepositAction.bind(null, locale, litter.id)}
      />
    </section>
  );
}
