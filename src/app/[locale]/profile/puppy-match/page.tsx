import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BreederRequestList } from '@/components/puppy-match/breeder-request-list';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { BREEDS } from '@/reference/breeds';
import { COUNTRIES } from '@/reference/countries';
import { createRequestContext } from '@/server/context';
import { DomainError } from '@/server/domain/errors';
import {
  findPuppyMatchRequests,
  type BreederRequestView,
} from '@/server/domain/puppy-match/find-puppy-match-requests';
import { profileMetadata } from '../profile-page';
import { getSessionViewer } from '../session-viewer';
import { OFFERS_PER_DAY } from '@/server/domain/puppy-match/offer-puppy';
import { offerPuppyAction } from './actions';

export const generateMetadata = profileMetadata('/profile/puppy-match');

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ done?: string; error?: string; dog?: string }>;
};

/** The open requests a subscribed breeder's dogs answer; others see the offer to subscribe. */
export default async function BreederPuppyMatchPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const ctx = createRequestContext({ locale, viewer: await getSessionViewer() });
  const outcome = await searchParams;
  const [profile, t, tErrors] = await Promise.all([
    getTranslations({ locale, namespace: 'Profile' }),
    getTranslations({ locale, namespace: 'PuppyMatchBreeder' }),
    getTranslations({ locale, namespace: 'Errors' }),
  ]);
  let all: BreederRequestView[] | null;
  try {
    all = await findPuppyMatchRequests(ctx);
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'FORBIDDEN') throw error;
    all = null;
  }
  const requests =
    all && outcome.dog ? await findPuppyMatchRequests(ctx, { listingId: outcome.dog }) : all;
  const breedNames = Object.fromEntries(BREEDS.map((breed) => [breed.key, breed.names[locale]]));
  // The breeder's dogs that answer any request, for the filter.
  const dogs = new Map((all ?? []).flatMap((r) => r.matches.map((m) => [m.listingId, m.title])));
  return (
    <section aria-labelledby="profile-section-title">
      <h2 id="profile-section-title">{profile('puppyMatch')}</h2>
      {requests === null || all === null ? (
        <div className="notice">
          <p>{t('subscribeIntro')}</p>
          <Link route="/lp/puppy-match" locale={locale} className="button">
            {t('subscribe')}
          </Link>
        </div>
      ) : (
        <>
          {outcome.done === 'offered' ? (
            <p role="status" className="notice">
              {t('offeredDone')}
            </p>
          ) : null}
          {outcome.error ? (
            <p role="alert" className="form-error">
              {tErrors.has(outcome.error as never)
                ? tErrors(outcome.error as 'offerLimitReached', { limit: OFFERS_PER_DAY })
                : tErrors('INTERNAL')}
            </p>
          ) : null}
          <p>{t('intro')}</p>
          <form method="get" className="puppy-match-filters">
            <label htmlFor="puppy-match-dog">{t('filterDog')}</label>
            <select id="puppy-match-dog" name="dog" defaultValue={outcome.dog ?? ''}>
              <option value="">{t('allDogs')}</option>
              {[...dogs].map(([id, title]) => (
                <option key={id} value={id}>
                  {title}
                </option>
              ))}
            </select>
            <button type="submit" className="button secondary">
              {t('filter')}
            </button>
          </form>
          <BreederRequestList
            locale={locale}
            requests={requests}
            breedNames={breedNames}
            countryNames={Object.fromEntries(COUNTRIES.map((c) => [c.key, c.names[locale]]))}
            offerAction={offerPuppyAction.bind(null, locale)}
          />
        </>
      )}
    </section>
  );
}
