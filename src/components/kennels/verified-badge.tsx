import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { VerificationRecord } from '@/server/domain/kennels/find-verification-record';
import './verified-badge.css';

/**
 * The "Verified breeder" badge as a disclosure: opening it (click, Enter or Space) shows what an
 * admin checked and on which date, in the visitor's language. Never who checked.
 */
export async function VerifiedBadge({
  record,
  locale,
  hint,
}: {
  record: VerificationRecord;
  locale: Locale;
  /** The badge's tooltip, where the page gives one. */
  hint?: string;
}) {
  const [t, tListing, format] = await Promise.all([
    getTranslations({ locale, namespace: 'VerificationRecord' }),
    getTranslations({ locale, namespace: 'Listing' }),
    getFormatter({ locale }),
  ]);
  return (
    <details className="verified-badge">
      <summary title={hint}>
        <span className="badge">
          <span aria-hidden="true">✓ </span>
          {tListing('verifiedBreeder')}
        </span>{' '}
        <span className="verified-badge-open">{t('open')}</span>
      </summary>
      <div className="verified-badge-record">
        {record.checkedAt ? (
          <>
            <p>
              {t('checkedOn', {
                date: format.dateTime(record.checkedAt, { dateStyle: 'long', timeZone: 'UTC' }),
              })}
            </p>
            <ul>
              {record.checks.map((check) => (
                <li key={check}>{t(`checks.${check}`)}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('noChecksRecorded')}</p>
        )}
      </div>
    </details>
  );
}
