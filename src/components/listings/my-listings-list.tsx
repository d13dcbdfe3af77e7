import { getFormatter, getTranslations } from 'next-intl/server';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import { Link } from '@/i18n/navigation';
import { findBreed } from '@/reference/breeds';
import type { OwnListingSummary } from '@/server/domain/listings/find-own-listings';
import { dogAge } from './dog-age';
import type { StatusAction } from './editor/listing-action-states';
import { ListingStatusActions } from './editor/listing-status-actions';
import { MissingItems } from './missing-items';
import { StatusBadge } from './my-listings-status-badge';
import './my-listings.css';

const DATE = { dateStyle: 'medium' } as const;
const DAY_ONLY = { dateStyle: 'medium', timeZone: 'UTC' } as const;

/** Price or price range in the listing's own currency (the breeder set it so). */
export function ownPrice(item: OwnListingSummary, locale: Locale): string | null {
  const tag = LOCALE_TAGS[locale];
  if (item.priceAmount === null) return null;
  const from = formatMoney(item.priceAmount, item.currency, tag);
  if (item.priceMaxAmount === null || item.priceMaxAmount === item.priceAmount) return from;
  return `${from} – ${formatMoney(item.priceMaxAmount, item.currency, tag)}`;
}

async function Row({
  item,
  locale,
  statusAction,
}: {
  item: OwnListingSummary;
  locale: Locale;
  statusAction: StatusAction;
}) {
  const t = await getTranslations({ locale, namespace: 'MyListings' });
  const card = await getTranslations({ locale, namespace: 'ListingCard' });
  const tWaitlist = await getTranslations({ locale, namespace: 'WaitlistBreeder' });
  const format = await getFormatter({ locale });
  const day = (date: string) => format.dateTime(new Date(`${date}T00:00:00Z`), DAY_ONLY);
  const when = (date: Date) => format.dateTime(date, DATE);
  const titleId = `listing-${item.id}-title`;
  const age = item.birthDate ? dogAge(item.birthDate, new Date()) : null;
  const facts = [
    t(`kinds.${item.kind}`),
    findBreed(item.breedKey)?.names[locale],
    item.sex ? card(item.sex) : null,
    age?.unit === 'weeks' ? card('ageWeeks', { weeks: age.value }) : null,
    age?.unit === 'months' ? card('ageMonths', { months: age.value }) : null,
    age?.unit === 'years' ? card('ageYears', { years: age.value }) : null,
    item.kind === 'litter' && !item.birthDate && item.expectedBirthDate
      ? t('expected', { date: day(item.expectedBirthDate) })
      : null,
    item.expectedCount && item.kind === 'litter'
      ? t('expectedCount', { count: item.expectedCount })
      : null,
  ].filter(Boolean);
  const dates = [
    item.status === 'draft' ? t('createdOn', { date: when(item.createdAt) }) : null,
    item.publishedAt && item.status !== 'draft' && item.status !== 'deleted'
      ? t('publishedOn', { date: when(item.publishedAt) })
      : null,
    item.expiresAt && item.status === 'active'
      ? t('expiresOn', { date: when(item.expiresAt) })
      : null,
    item.expiresAt && item.status === 'expired'
      ? t('expiredOn', { date: when(item.expiresAt) })
      : null,
    item.deletedAt && item.status === 'deleted'
      ? t('deletedOn', { date: when(item.deletedAt) })
      : null,
    item.restoreDaysLeft !== null ? t('restoreDaysLeft', { days: item.restoreDaysLeft }) : null,
  ].filter(Boolean);
  const price = ownPrice(item, locale);
  return (
    <li className="own-listing">
      <div className="own-thumb">
        {item.cover ? (
          <img
            src={item.cover.src}
            srcSet={item.cover.srcSet}
            sizes="(min-width: 992px) 120px, 96px"
            width={item.cover.width}
            height={item.cover.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="own-no-photo">{card('noPhoto')}</span>
        )}
      </div>
      <div className="own-body">
        <h3 id={titleId} className="own-title">
          <Link route="/my-listings/edit/[id]" params={{ id: item.id }} locale={locale}>
            {item.title}
          </Link>{' '}
          <StatusBadge status={item.status} kind={item.kind} locale={locale} />
        </h3>
        <p className="own-facts">{facts.join(' · ')}</p>
        <p className="own-price">{price ?? t('noPrice')}</p>
        {dates.length > 0 && <p className="muted own-dates">{dates.join(' · ')}</p>}
        <p className="muted">{t('photoCount', { count: item.photoCount })}</p>
        {item.birthAnswerDays !== null && item.expectedBirthDate && (
          <p className="own-warning">
            {t('birthAnswerDue', {
              date: day(item.expectedBirthDate),
              days: item.birthAnswerDays,
            })}
          </p>
        )}
        {item.status === 'draft' && (
          <MissingItems id={`listing-${item.id}-missing`} missing={item.missing} locale={locale} />
        )}
      </div>
      <div className="own-actions">
        <div className="own-links">
          {item.isEditable && (
            <Link
              route="/my-listings/edit/[id]"
              params={{ id: item.id }}
              locale={locale}
              className="button secondary small"
              aria-describedby={titleId}
            >
              {t('edit')}
            </Link>
          )}
          {item.isPublic && (
            <Link
              route="/dog/[dogType]/[kennel]/[slug]"
              params={{ dogType: item.kind, kennel: item.kennelSlug, slug: item.slug }}
              locale={locale}
              className="button secondary small"
              aria-describedby={titleId}
            >
              {t('viewAd')}
            </Link>
          )}
          {item.kind === 'litter' && (item.status === 'planned' || item.status === 'born') && (
            <Link
              route="/my-listings/waitlist/[id]"
              params={{ id: item.id }}
              locale={locale}
              className="button secondary small"
              aria-describedby={titleId}
            >
              {tWaitlist('manageLink')}
            </Link>
          )}
          {item.actions.includes('markBorn') && (
            <Link
              route="/my-listings/edit/[id]"
              params={{ id: item.id }}
              locale={locale}
              hash="litter-born"
              className="button small"
              aria-describedby={titleId}
            >
              {t('actions.markBorn')}
            </Link>
          )}
        </div>
        <ListingStatusActions
          listingId={item.id}
          kind={item.kind}
          actions={item.actions}
          action={statusAction}
          describedBy={titleId}
        />
      </div>
    </li>
  );
}

/** The rows of one tab: photo, title, breed, state, price, dates and what can be done now. */
export async function MyListingsList({
  items,
  locale,
  statusAction,
}: {
  items: OwnListingSummary[];
  locale: Locale;
  statusAction: StatusAction;
}) {
  return (
    <ul className="own-listings">
      {items.map((item) => (
        <Row key={item.id} item={item} locale={locale} statusAction={statusAction} />
      ))}
    </ul>
  );
}
