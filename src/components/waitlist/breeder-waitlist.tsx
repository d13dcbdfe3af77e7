import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { depositLine } from '@/components/waitlist/deposit-line';
import type { BreederWaitlistApplication } from '@/server/domain/waitlist/find-litter-waitlist';
import { MAX_DECLINE_REASON } from '@/validation/waitlist';
import { BuyerProfileSummary } from './buyer-profile-summary';

/**
 * The applications to one litter, oldest first: message and buyer profile; the buyer's name
 * and contact only once accepted; accept, or decline with an optional reason.
 */
export async function BreederWaitlist({
  applications,
  locale,
  decideAction,
  refundAction,
}: {
  applications: BreederWaitlistApplication[];
  locale: Locale;
  decideAction: (form: FormData) => Promise<void>;
  refundAction: (form: FormData) => Promise<void>;
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'WaitlistBreeder' }),
    getFormatter({ locale }),
  ]);
  if (applications.length === 0) return <p>{t('empty')}</p>;
  return (
    <ol className="waitlist-applications">
      {applications.map((application, index) => {
        const titleId = `application-${application.id}-title`;
        return (
          <li key={application.id} className="card">
            <h3 id={titleId}>
              {application.contact
                ? application.contact.name
                : t('applicant', { number: index + 1 })}{' '}
              <span className="badge">{t(`state.${application.state}`)}</span>{' '}
              {application.place !== null && application.state === 'accepted' ? (
                <strong>{t('place', { place: application.place })}</strong>
              ) : null}
            </h3>
            <p className="muted">
              {t('appliedOn', {
                date: format.dateTime(application.createdAt, { dateStyle: 'medium' }),
              })}
            </p>
            <blockquote lang={application.language}>{application.message}</blockquote>
            {application.profile ? (
              <BuyerProfileSummary profile={application.profile} locale={locale} />
            ) : null}
            {application.contact ? (
              <p>
                {t('contact')}{' '}
                <a href={`mailto:${application.contact.email}`}>{application.contact.email}</a>
                {application.contact.phone ? ` · ${application.contact.phone}` : null}
              </p>
            ) : (
              <p className="hint">{t('contactHidden')}</p>
            )}
            {application.deposit ? <p>{depositLine(t, application.deposit, locale)}</p> : null}
            {application.pickState ? (
              <p>
                <span className="badge">{t(`pick.${application.pickState}`)}</span>{' '}
                {application.pickState === 'choosing' && application.pickClosesAt
                  ? t('pick.until', {
                      date: format.dateTime(application.pickClosesAt, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      }),
                    })
                  : null}
                {application.pickedPuppy
                  ? t('pick.chose', { puppy: application.pickedPuppy })
                  : null}
              </p>
            ) : null}
            {application.canRefundDeposit ? (
              <form action={refundAction}>
                <input type="hidden" name="applicationId" value={application.id} />
                <button type="submit" className="button secondary small" aria-describedby={titleId}>
                  {t('refundDeposit')}
                </button>
              </form>
            ) : null}
            {application.canDecide ? (
              <form action={decideAction} className="waitlist-decision">
                <input type="hidden" name="applicationId" value={application.id} />
                <div className="field">
                  <label htmlFor={`${application.id}-reason`}>{t('reason')}</label>
                  <textarea
                    id={`${application.id}-reason`}
                    name="reason"
                    rows={2}
                    maxLength={MAX_DECLINE_REASON}
                  />
                </div>
                <button
                  type="submit"
                  name="decision"
                  value="accept"
                  className="button small"
                  aria-describedby={titleId}
                >
                  {t('accept')}
                </button>{' '}
                <button
                  type="submit"
                  name="decision"
                  value="decline"
                  className="button secondary small"
                  aria-describedby={titleId}
                >
                  {t('decline')}
                </button>
              </form>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
