import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { KennelVerificationStatus } from '@/server/domain/kennels/get-kennel-verification-status';

const KNOWN_ERRORS = ['alreadyRequested', 'alreadyVerified'] as const;

export interface VerificationPanelProps {
  status: KennelVerificationStatus;
  /** What an admin checks, in the checklist's order. */
  checks: readonly string[];
  locale: Locale;
  /** What the last request answered: `requested`, or a refusal code. */
  outcome: { requested: boolean; error: string | null };
  action: (form: FormData) => Promise<void>;
}

/**
 * The breeder's "Request verification" panel: what an admin checks, where the kennel stands,
 * and the button while it can be asked (not verified, nothing waiting).
 */
export async function VerificationPanel(props: VerificationPanelProps) {
  const { status, checks, locale, outcome, action } = props;
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Verification' }),
    getFormatter({ locale }),
  ]);
  const date = (value: Date) => format.dateTime(value, { dateStyle: 'long', timeZone: 'UTC' });
  const error = outcome.error
    ? (KNOWN_ERRORS.find((code) => code === outcome.error) ?? 'failed')
    : null;
  const canRequest = status.state === 'none' || status.state === 'refused';
  return (
    <section
      id="verification"
      aria-labelledby="verification-title"
      className="profile-subsection stack"
    >
      <h2 id="verification-title">{t('title')}</h2>
      {outcome.requested && !error && (
        <p role="status" className="notice success">
          {t('requested')}
        </p>
      )}
      {error && (
        <p role="alert" className="notice warning">
          {t(`errors.${error}`)}
        </p>
      )}
      <p>
        {status.state === 'pending'
          ? t('statusPending', { date: date(status.since) })
          : status.state === 'verified'
            ? status.since
              ? t('statusVerified', { date: date(status.since) })
              : t('statusVerifiedUndated')
            : status.state === 'refused'
              ? t('statusRefused', { date: date(status.on), reason: status.reason })
              : t('statusNone')}
      </p>
      {status.state !== 'verified' && (
        <>
          <p>{t('intro')}</p>
          <ul>
            {checks.map((check) => (
              <li key={check}>{t(`checks.${check}` as 'checks.identity')}</li>
            ))}
          </ul>
          <p className="muted">{t('after')}</p>
        </>
      )}
      {canRequest && (
        <form action={action}>
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" className="button">
            {t('request')}
          </button>
        </form>
      )}
    </section>
  );
}
