import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import type { BreederRequestView } from '@/server/domain/puppy-match/find-puppy-match-requests';
import { MAX_OFFER_MESSAGE } from '@/validation/puppy-match';
import { requestSummary } from './request-summary';

/** The open requests a subscribed breeder's dogs answer: the wish, the home, why, and an offer. */
export async function BreederRequestList({
  locale,
  requests,
  breedNames,
  countryNames,
  offerAction,
}: {
  locale: Locale;
  requests: BreederRequestView[];
  breedNames: Record<string, string>;
  countryNames: Record<string, string>;
  offerAction: (form: FormData) => Promise<void>;
}) {
  const [t, tForm, format] = await Promise.all([
    getTranslations({ locale, namespace: 'PuppyMatchBreeder' }),
    getTranslations({ locale, namespace: 'PuppyMatchForm' }),
    getFormatter({ locale }),
  ]);
  if (requests.length === 0) return <p>{t('empty')}</p>;
  const yesNo = (value: boolean) => (value ? tForm('yes') : tForm('no'));
  return (
    <ul className="puppy-request-list">
      {requests.map((request) => (
        <li key={request.id} className="puppy-request">
          <h3>{requestSummary(request, breedNames, tForm('openToSuggestionsShort'))}</h3>
          <dl className="puppy-request-facts">
            <dt>{tForm('budget')}</dt>
            <dd>{formatMoney(request.budgetAmount, request.currency, locale)}</dd>
            <dt>{tForm('country')}</dt>
            <dd>
              {countryNames[request.countryCode] ?? request.countryCode}
              {request.region ? `, ${request.region}` : ''} ·{' '}
              {t('travel', { km: request.travelKm })}
            </dd>
            <dt>{tForm('ageLabel')}</dt>
            <dd>{tForm(`age.${request.age}`)}</dd>
            {request.sex ? (
              <>
                <dt>{tForm('sexLabel')}</dt>
                <dd>{tForm(`sex.${request.sex}`)}</dd>
              </>
            ) : null}
            {request.size ? (
              <>
                <dt>{tForm('sizeLabel')}</dt>
                <dd>{tForm(`size.${request.size}` as never)}</dd>
              </>
            ) : null}
            {request.energy ? (
              <>
                <dt>{tForm('energyLabel')}</dt>
                <dd>{tForm(`energy.${request.energy}` as never)}</dd>
              </>
            ) : null}
            {request.coat ? (
              <>
                <dt>{tForm('coatLabel')}</dt>
                <dd>{tForm(`coat.${request.coat}` as never)}</dd>
              </>
            ) : null}
            <dt>{tForm('wantedBy')}</dt>
            <dd>
              {request.wantedBy
                ? format.dateTime(new Date(`${request.wantedBy}T00:00:00Z`), {
                    dateStyle: 'medium',
                  })
                : t('anyTime')}
            </dd>
            {request.profile ? (
              <>
                <dt>{tForm('homeTypeLabel')}</dt>
                <dd>{tForm(`homeType.${request.profile.homeType}`)}</dd>
                <dt>{tForm('hasGarden')}</dt>
                <dd>{yesNo(request.profile.hasGarden)}</dd>
                <dt>{tForm('experienceLabel')}</dt>
                <dd>{tForm(`experience.${request.profile.experience}`)}</dd>
                <dt>{tForm('hasChildren')}</dt>
                <dd>{yesNo(request.profile.hasChildren)}</dd>
                <dt>{tForm('hasOtherPets')}</dt>
                <dd>{yesNo(request.profile.hasOtherPets)}</dd>
                <dt>{tForm('workingHoursLabel')}</dt>
                <dd>{tForm(`workingHours.${request.profile.workingHours}`)}</dd>
              </>
            ) : null}
          </dl>
          {request.message ? (
            <blockquote lang={request.language}>
              {request.message}{' '}
              <small>({t('writtenIn', { language: request.language.toUpperCase() })})</small>
            </blockquote>
          ) : null}
          {request.profile?.about ? (
            <blockquote lang={request.profile.language}>{request.profile.about}</blockquote>
          ) : null}
          {request.matches.map((match) => (
            <div key={match.listingId} className="puppy-match-dog">
              <p>
                <strong>{match.title}</strong>
              </p>
              <ul
                className="puppy-match-reasons"
                aria-label={t('reasonsLabel', { title: match.title })}
              >
                {match.reasons.map((reason) => (
                  <li key={reason}>{t(`reason.${reason}`)}</li>
                ))}
              </ul>
              {match.isOffered ? (
                <p className="badge">{t('offered')}</p>
              ) : (
                <form action={offerAction} className="puppy-offer-form">
                  <input type="hidden" name="requestId" value={request.id} />
                  <input type="hidden" name="listingId" value={match.listingId} />
                  <label htmlFor={`offer-${request.id}-${match.listingId}`}>
                    {t('messageLabel', { title: match.title })}
                  </label>
                  <textarea
                    id={`offer-${request.id}-${match.listingId}`}
                    name="message"
                    rows={3}
                    required
                    maxLength={MAX_OFFER_MESSAGE}
                  />
                  <button type="submit" className="button">
                    {t('offer', { title: match.title })}
                  </button>
                </form>
              )}
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}
