import { getFormatter } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { waitlistTranslations } from '@/components/waitlist/waitlist-translations';
import { Link } from '@/i18n/navigation';
import type { OwnWaitlistApplication } from '@/server/domain/waitlist/find-own-waitlist-applications';

/** The buyer's applications: the litter, the state, the place once accepted, leaving the list. */
export async function OwnWaitlistApplications({
  applications,
  locale,
  withdrawAction,
}: {
  applications: OwnWaitlistApplication[];
  locale: Locale;
  withdrawAction: (applicationId: string) => () => Promise<void>;
}) {
  const [t, format] = await Promise.all([
    waitlistTranslations(locale, 'WaitlistOwn'),
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
            {application.canWithdraw ? (
              <form action={withdrawAction(application.id)}>
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
