import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';

/** The outcome of a mailed link (confirmed, changed, unsubscribed, or not working any more). */
export function StatusMessage({
  locale,
  title,
  body,
  continueLabel,
}: {
  locale: Locale;
  title: string;
  body: string;
  continueLabel: string;
}) {
  return (
    <section className="page narrow status-page" role="status">
      <h1>{title}</h1>
      <p>{body}</p>
      <p>
        <Link route="/" locale={locale} className="button">
          {continueLabel}
        </Link>
      </p>
    </section>
  );
}
