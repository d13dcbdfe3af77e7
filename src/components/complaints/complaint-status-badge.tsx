import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { ComplaintStatus } from '@/server/domain/complaints/complaint-states';
import './complaints.css';

/** A complaint's state as a coloured, translated label (open, in review, resolved, rejected). */
export async function ComplaintStatusBadge({
  status,
  locale,
}: {
  status: ComplaintStatus;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'ComplaintStatus' });
  return (
    <span className={`badge complaint-badge complaint-${status.replace('_', '-')}`}>
      {t(status)}
    </span>
  );
}
