import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import { findBreed } from '@/reference/breeds';
import type { SavedSearchView } from '@/server/domain/alerts/saved-search-view';
import { ALERT_FREQUENCIES } from '@/validation/saved-searches';
import { SavedSearchOutcome, type SavedSearchOutcomeValues } from './saved-search-outcome';
import './alerts.css';

type FormAction = (form: FormData) => Promise<void>;

interface Props {
  locale: Locale;
  searches: SavedSearchView[];
  outcome: SavedSearchOutcomeValues;
  changeAction: (id: string) => FormAction;
  deleteAction: (id: string) => FormAction;
}

/** Each saved search with a link to run it, its alert frequency to change, and delete. */
export async function SavedSearchList(props: Props) {
  const { locale, searches, outcome, changeAction, deleteAction } = props;
  const t = await getTranslations({ locale, namespace: 'SavedSearches' });
  if (searches.length === 0) {
    return (
      <>
        <SavedSearchOutcome locale={locale} outcome={outcome} />
        <p className="empty-state">{t('empty')}</p>
      </>
    );
  }
  return (
    <>
      <SavedSearchOutcome locale={locale} outcome={outcome} />
      <ul className="saved-searches">
        {searches.map((search) => {
          const breed = search.breedKey ? findBreed(search.breedKey) : null;
          const path = getPathname(
            '/puppies-for-sale/[[...breed]]',
            breed ? { breed: breed.key } : {},
            locale,
          );
          const headingId = `saved-search-${search.id}`;
          return (
            <li key={search.id} className="saved-search" aria-labelledby={headingId}>
              <h3 id={headingId}>{search.name}</h3>
              <p className="saved-search-breed">{breed ? breed.names[locale] : t('allBreeds')}</p>
              {!search.isSubscribed && <p className="notice">{t('unsubscribed')}</p>}
              <p>
                <a href={search.query ? `${path}?${search.query}` : path}>{t('open')}</a>
              </p>
              <form action={changeAction(search.id)} className="saved-search-frequency">
                <label htmlFor={`${headingId}-frequency`}>{t('frequencyLabel')}</label>
                <select
                  id={`${headingId}-frequency`}
                  name="frequency"
                  defaultValue={search.frequency}
                >
                  {ALERT_FREQUENCIES.map((frequency) => (
                    <option key={frequency} value={frequency}>
                      {t(`frequencies.${frequency}`)}
                    </option>
                  ))}
                </select>
                <button type="submit" className="button small">
                  {t('change')}
                </button>
              </form>
              <form action={deleteAction(search.id)}>
                <button
                  type="submit"
                  className="button small secondary"
                  aria-describedby={headingId}
                >
                  {t('delete')}
                </button>
              </form>
            </li>
          );
        })}
      </ul>
    </>
  );
}
