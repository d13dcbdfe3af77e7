import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { ResponsibilityView } from '@/server/domain/responsibilities/find-responsibilities';
import { HoldCountdown } from './hold-countdown';
import './responsibilities.css';

/** What is due from the person, soonest first: each with its deadline and a link to act. */
export async function ResponsibilityList({
  items,
  locale,
  now,
}: {
  items: ResponsibilityView[];
  locale: Locale;
  now: Date;
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Responsibilities' }),
    getFormatter({ locale }),
  ]);
  const when = (date: Date) => format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <p>{t('intro')}</p>
      <p className="responsibility-count">{t('count', { count: items.length })}</p>
      <ol className="responsibility-list">
        {items.map((item) => {
          const headingId = `duty-${item.id.replace(/[^a-zA-Z0-9-]/g, '-')}`;
          return (
            <li
              key={item.id}
              className={item.isOverdue ? 'responsibility overdue' : 'responsibility'}
              data-kind={item.kind}
            >
              <h3 id={headingId}>{item.subject}</h3>
              <p>{t(`kinds.${item.kind}.text`)}</p>
              <p className="responsibility-due">
                {item.dueAt === null ? (
                  t('noDeadline')
                ) : (
                  <time dateTime={item.dueAt.toISOString()}>
                    {t(item.isOverdue ? 'overdue' : 'due', { date: when(item.dueAt) })}
                  </time>
                )}
              </p>
              {item.kind === 'payDeposit' && item.dueAt && (
                <HoldCountdown
                  until={item.dueAt.toISOString()}
                  secondsLeft={Math.max(
                    0,
                    Math.round((item.dueAt.getTime() - now.getTime()) / 1000),
                  )}
                  label={t('timeLeft')}
                />
              )}
              <Link
                route={item.href.route}
                params={item.href.params}
                locale={locale}
                className="button primary"
                aria-describedby={headingId}
              >
                {t(`kinds.${item.kind}.action`)}
              </Link>
            </li>
          );
        })}
      </ol>
    </>
  );
}
