'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { RETURN_TO_PARAM } from '@/validation/safe-return-path';
import { FAVOURITE_INTENT_PARAM, setFavourite, useFavourite } from './favourites-store';
import './favourites.css';

interface Props {
  listingId: string;
  /** The dog's title, part of the button's accessible name. */
  title: string;
  /** The sign-in page in the visitor's language. */
  signInHref: string;
  /** With visible text (the ad page) rather than a heart over a card's photo. */
  withText?: boolean;
}

/** The sign-in page, asked to come back here and favourite the listing. */
function signInUrl(signInHref: string, listingId: string) {
  const back = new URL(window.location.href);
  back.searchParams.set(FAVOURITE_INTENT_PARAM, listingId);
  const query = new URLSearchParams({ [RETURN_TO_PARAM]: `${back.pathname}${back.search}` });
  return `${signInHref}?${query}`;
}

/**
 * A heart that saves a dog to the wish list (a toggle button): optimistic, rolled back with a
 * message when the server refuses. Visitors are sent to sign in and brought back here, where
 * the dog is then saved. Busy until the viewer's favourites are known.
 */
export function FavouriteButton({ listingId, title, signInHref, withText = false }: Props) {
  const t = useTranslations('Favourites');
  const router = useRouter();
  const { isFavourite, problem } = useFavourite(listingId);
  const pressed = isFavourite === true;

  async function toggle() {
    if ((await setFavourite(listingId, !pressed)) === 'signIn') {
      router.push(signInUrl(signInHref, listingId));
    }
  }

  return (
    <span className={withText ? 'favourite favourite-labelled' : 'favourite favourite-on-card'}>
      <button
        type="button"
        className="favourite-button"
        aria-pressed={pressed}
        aria-busy={isFavourite === undefined}
        aria-label={t(pressed ? 'remove' : 'add', { title })}
        title={withText ? undefined : t(pressed ? 'removeShort' : 'addShort')}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.4 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.6 0 5.5 3.6 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
        </svg>
        {withText && <span>{t(pressed ? 'removeShort' : 'addShort')}</span>}
      </button>
      {problem && (
        <span role="alert" className="favourite-error">
          {t(`errors.${problem}`)}
        </span>
      )}
    </span>
  );
}
