import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { MissingItem } from '@/server/domain/listings/missing-before-publishing';
import './my-listings.css';

/**
 * What a draft still needs before it can be published (`missingBeforePublishing`), or that it
 * is ready; `id` lets the publish button point at it.
 */
export async function MissingItems({
  id,
  missing,
  locale,
}: {
  id: string;
  missing: MissingItem[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'MyListings' });
  if (missing.length === 0) {
    return (
      <p id={id} className="own-ready">
        {t('readyToPublish')}
      </p>
    );
  }
  return (
    <div id={id} className="own-warning own-missing">
      <p>{t('missingTitle')}</p>
      <ul>
        {missing.map((item) => (
          <li key={item}>{t(`missing.${item}`)}</li>
        ))}
      </ul>
    </div>
  );
}
