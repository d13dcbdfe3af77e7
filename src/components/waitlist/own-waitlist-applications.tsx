import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { depositLine } from '@/components/waitlist/deposit-line';
import { LOCALE_TAGS } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import { Link } from '@/i18n/navigation';
import type { OwnWaitlistApplication } from '@/server/domain/waitlist/find-own-waitlist-applications';

/** What the buyer can do with one application, bound to it by the page. */
export interface OwnWaitlistActions {
  withdraw: (applicationId: string) => () => Promise<void>;
  payDeposit: (applicationId: string) => () => Promise<void>;
  pick: (applicationId: string) => (form: FormData) => Promise<void>;
  pass: (applicationId: string) => () => Promise<void>;
}

/**
 * The buyer's applications: the litter, the state, the place once accepted, the waitlist
 * deposit to pay, and after the birth their turn: the puppies to choose from in their window.
 */
export async function OwnWaitlistApplications({
  applications,
  locale,
  actions,
}: {
  applications: OwnWaitlistApplication[];
  locale: Locale;
  actions: OwnWaitlistActions;
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'WaitlistOwn' }),
    getFormatter({ locale }),
  ]);
  if (applications.length === 0) return <p>{t('empty')}</p>;
  return (
    <ul className="waitlist-applications">
      {applications.map((application) => {
        const titleId = `waitlist-${application.id}-title`;
        return (
          <li key={application.id} className="card">
            <h3 id={titleId}>
              <Link
                route="/dog/[dogType]/[kennel]/[slug]"
                params={{
                  dogType: 'litter',
                  kennel: application.litter.kennelSlug,
                  slug: application.litter.slug,
                }}
                locale={locale}
              >
                {application.litter.title}
              </Link>{' '}
              <small>{application.litter.kennelName}</small>
            </h3>
            <p>
              <span className="badge">{t(`state.${application.state}`)}</span>{' '}
              {application.state === 'accepted' && application.place !== null ? (
                <strong>{t('place', { place: application.place })}</strong>
              ) : null}
            </p>
            <p className="muted">
              {t('appliedOn', {
                date: format.dateTime(application.createdAt, { dateStyle: 'medium' }),
              })}
            </p>
            {application.declineReason ? (
              <p>{t('reason', { reason: application.declineReason })}</p>
            ) : null}
            {application.deposit ? <p>{depositLine(t, application.deposit, locale)}</p> : null}
            {application.deposit?.status === 'due' || application.deposit?.status === 'pending' ? (
              <form action={actions.payDeposit(application.id)}>
                <button type="submit" className="button primary small" aria-describedby={titleId}>
                  {t('payDeposit')}
                </button>
              </form>
            ) : null}
            {application.pick ? (
              <PickTurn application={application} locale={locale} actions={actions} />
            ) : null}
            {application.canWithdraw ? (
              <form action={actions.withdraw(application.id)}>
                <button type="submit" className="button secondary small" aria-describedby={titleId}>
                  {t('withdraw')}
                </button>
              </form>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The buyer's turn after the birth: waiting, choosing (the puppies and the deadline), done. */
async function PickTurn({
  application,
  locale,
  actions,
}: {
  application: OwnWaitlistApplication;
  locale: Locale;
  actions: OwnWaitlistActions;
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'WaitlistOwn' }),
    getFormatter({ locale }),
  ]);
  const pick = application.pick!;
  const headingId = `waitlist-${application.id}-turn`;
  return (
    <section aria-labelledby={headingId} className="waitlist-turn">
      <h4 id={headingId}>{t(`pick.${pick.state}`)}</h4>
      {pick.state === 'choosing' && pick.closesAt ? (
        <p>
          {t('pick.closesAt', {
            date: format.dateTime(pick.closesAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </p>
      ) : null}
      {pick.state === 'waiting' ? <p>{t('pick.waitingText')}</p> : null}
      {pick.picked ? (
        <p>
          {t('pick.pickedText')}{' '}
          <Link
            route="/dog/[dogType]/[kennel]/[slug]"
            params={{
              dogType: 'puppy',
              kennel: application.litter.kennelSlug,
              slug: pick.picked.slug,
            }}
            locale={locale}
          >
            {pick.picked.title}
          </Link>
        </p>
      ) : null}
      {pick.state === 'choosing' ? (
        <ul className="waitlist-puppies">
          {pick.puppies.map((puppy) => {
            const puppyId = `waitlist-puppy-${puppy.id}`;
            return (
              <li key={puppy.id}>
                <Link
                  id={puppyId}
                  route="/dog/[dogType]/[kennel]/[slug]"
                  params={{
                    dogType: 'puppy',
                    kennel: application.litter.kennelSlug,
                    slug: puppy.slug,
                  }}
                  locale={locale}
                >
                  {puppy.title}
                </Link>
                {puppy.sex ? ` · ${t(`pick.sex.${puppy.sex}`)}` : ''}
                {puppy.colour ? ` · ${puppy.colour}` : ''}
                {puppy.priceAmount !== null
                  ? ` · ${formatMoney(puppy.priceAmount, puppy.currency, LOCALE_TAGS[locale])}`
                  : ''}
                <form action={actions.pick(application.id)}>
                  <input type="hidden" name="puppyId" value={puppy.id} />
                  <button type="submit" className="button primary small" aria-describedby={puppyId}>
                    {t('pick.choose')}
                  </button>
                </form>
              </li>
            );
          })}
        </ul>
      ) : null}
      {pick.canPass ? (
        <form action={actions.pass(application.id)}>
          <button type="submit" className="button secondary small" aria-describedby={headingId}>
            {t('pick.pass')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
