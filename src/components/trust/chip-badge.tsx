import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { MicrochipDisplay } from '@/server/domain/trust/microchip-display';

/** The ad's microchip badge: "registration checked (registry, date)" or "given, not checked". */
export async function ChipBadge({
  display,
  locale,
}: {
  display: MicrochipDisplay;
  locale: Locale;
}) {
  if (!display) return null;
  const [tChip, tCheck, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Chip' }),
    getTranslations({ locale, namespace: 'ChipCheck' }),
    getFormatter({ locale }),
  ]);
  if (display.kind === 'givenNotChecked') {
    return <span className="badge chip-badge">{tChip('givenNotChecked')}</span>;
  }
  return (
    <span className="badge chip-badge checked">
      <span aria-hidden="true">✓ </span>
      {tCheck('checked', {
        registry: display.registry,
        date: format.dateTime(display.checkedAt, { dateStyle: 'medium', timeZone: 'UTC' }),
      })}
    </span>
  );
}
