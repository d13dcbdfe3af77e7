import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { MicrochipRegistryCheck } from '@/server/domain/trust/find-microchip-registry-check';

/** Tells the breeder, on their own ad, that the pet registry does not know the chip number. */
export async function ChipRegistryNotice({
  check,
  microchip,
  locale,
}: {
  check: MicrochipRegistryCheck | null;
  microchip: string | null;
  locale: Locale;
}) {
  if (!microchip || check?.status !== 'not_registered') return null;
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'ChipCheck' }),
    getFormatter({ locale }),
  ]);
  return (
    <div className="notice warning" role="status">
      <h3>{t('notRegisteredTitle')}</h3>
      <p>
        {t('notRegisteredBody', {
          registry: check.registry,
          microchip,
          date: format.dateTime(check.checkedAt, { dateStyle: 'long', timeZone: 'UTC' }),
        })}
      </p>
    </div>
  );
}
