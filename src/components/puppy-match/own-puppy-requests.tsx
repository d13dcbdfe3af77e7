import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import { Link } from '@/i18n/navigation';
import type { OwnPuppyRequest } from '@/server/domain/puppy-match/find-own-puppy-requests';
import type { BuyerRequestEvent } from '@/server/domain/puppy-match/change-puppy-request-state';
import type { OfferAnswer } from '@/server/domain/puppy-match/answer-puppy-offer';
import { PUPPY_REQUEST_DAYS } from '@/server/domain/puppy-match/create-puppy-request';
import { requestSummary } from './request-summary';

type Bound = () => Promise<void>;

/** The buyer's requests with pause/resume/close, their offers with accept/decline. */
export async function OwnPuppyRequests({
  locale,
  requests,
  breedNames,
  countryNames,
  changeAction,
  answerAction,
}: {
  locale: Locale;
  requests: OwnPuppyRequest[];
  breedNames: Record<string, string>;
  countryNames: Record<string, string>;
  changeAction: (id: string, event: BuyerRequestEvent) => Bound;
  answerAction: (offerId: string, answer: OfferAnswer) => Bound;
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'PuppyMatchRequests' }),
    getFormatter({ locale }),
  ]);
  if (requests.length === 0) return <p>{t('empty')}</p>;
  const events: Record<string, BuyerRequestEvent[]> = {
    open: ['pause', 'close'],
    paused: ['resume', 'close'],
    closed: [],
  };
  return (
    <ul className="puppy-request-list">
      {requests.map((request) => (
        <li key={request.id} className="puppy-request">
          <h3>{requestSummary(request, breedNames, t('openToSuggestions'))}</h3>
          <p>
            {t('budgetPlace', {
              budget: formatMoney(request.budgetAmount, request.currency, locale),
              country: countryNames[request.countryCode] ?? request.countryCode,
            })}
          </p>
          <p className="puppy-request-status">
            {request.status === 'closed'
              ? t(`closed.${request.closeReason ?? 'by_buyer'}`, {
                  date: format.dateTime(request.closedAt ?? request.updatedAt, {
                    dateStyle: 'medium',
                  }),
                  days: PUPPY_REQUEST_DAYS,
                })
              : t(`status.${request.status}`, {
                  date: format.dateTime(request.expiresAt, { dateStyle: 'medium' }),
                })}
          </p>
          {request.status !== 'closed' ? (
            <div className="actions">
              <Link route="/puppy-request" locale={locale} query={{ edit: request.id }}>
                {t('edit')}
              </Link>
              {events[request.status]!.map((event) => (
                <form key={event} action={changeAction(request.id, event)}>
                  <button type="submit" className="button secondary">
                    {t(`event.${event}`)}
                  </button>
                </form>
              ))}
            </div>
          ) : null}
          <h4>{t('offersTitle', { count: request.offers.length })}</h4>
          <ul className="puppy-offer-list">
            {request.offers.map((offer) => (
              <li key={offer.id}>
                <p>
                  <strong>{offer.listing.title}</strong> — {offer.kennel.name}
                </p>
                <blockquote lang={offer.language}>{offer.message}</blockquote>
                <p>{t(`offerStatus.${offer.status}`)}</p>
                {offer.status === 'pending' ? (
                  <div className="actions">
                    <form action={answerAction(offer.id, 'accept')}>
                      <button type="submit" className="button">
                        {t('accept', { title: offer.listing.title })}
                      </button>
                    </form>
                    <form action={answerAction(offer.id, 'decline')}>
                      <button type="submit" className="button secondary">
                        {t('decline', { title: offer.listing.title })}
                      </button>
                    </form>
                  </div>
                ) : null}
                {offer.contact ? (
                  <dl className="puppy-offer-contact">
                    <dt>{t('contactName')}</dt>
                    <dd>{offer.contact.name}</dd>
                    <dt>{t('contactEmail')}</dt>
                    <dd>
                      <a href={`mailto:${offer.contact.email}`}>{offer.contact.email}</a>
                    </dd>
                    {offer.contact.phone ? (
                      <>
                        <dt>{t('contactPhone')}</dt>
                        <dd>{offer.contact.phone}</dd>
                      </>
                    ) : null}
                  </dl>
                ) : null}
                {offer.contact ? (
                  <Link
                    route="/dog/[dogType]/[kennel]/[slug]"
                    params={{
                      dogType: offer.listing.kind,
                      kennel: offer.kennel.slug,
                      slug: offer.listing.slug,
                    }}
                    locale={locale}
                  >
                    {t('viewAd')}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
