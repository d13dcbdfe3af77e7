import { getTranslations } from 'next-intl/server';
import { Price } from '@/components/currency/price';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { OwnListing } from '@/server/domain/kennels/get-own-kennel';
import { PUBLIC_STATUSES } from '@/server/domain/listings/listing-summary';
import './breeding.css';

const isPublic = (status: string) => (PUBLIC_STATUSES as readonly string[]).includes(status);

/** A breeder's own ads of one breed: state, price and the ways to edit or view each. */
export async function OwnListingList({ items, locale }: { items: OwnListing[]; locale: Locale }) {
  const [t, tCard] = await Promise.all([
    getTranslations({ locale, namespace: 'MyBreeding' }),
    getTranslations({ locale, namespace: 'ListingCard' }),
  ]);
  return (
    <ul className="own-listings">
      {items.map(({ summary, status }) => (
        <li key={summary.id} className="own-listing">
          {summary.cover ? (
            <img
              src={summary.cover.src}
              srcSet={summary.cover.srcSet}
              sizes="72px"
              width={72}
              height={72}
              alt=""
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="no-photo" aria-hidden="true" />
          )}
          <div>
            <h3>{summary.title}</h3>
            <p>
              <span className="badge">{t(`status.${status}`)}</span>{' '}
              <span className="muted">{t(`kind.${summary.kind}`)}</span>
              {' · '}
              {summary.priceAmount !== null ? (
                <Price amount={summary.priceAmount} currency={summary.currency} />
              ) : (
                tCard('priceOnRequest')
              )}
            </p>
            <p className="inline-actions">
              <Link
                route="/my-listings/edit/[id]"
                params={{ id: summary.id }}
                locale={locale}
                aria-label={t('editListing', { title: summary.title })}
              >
                {t('edit')}
              </Link>
              {isPublic(status) && (
                <Link
                  route="/dog/[dogType]/[kennel]/[slug]"
                  params={{ dogType: summary.kind, kennel: summary.kennelSlug, slug: summary.slug }}
                  locale={locale}
                  aria-label={t('viewListingOf', { title: summary.title })}
                >
                  {t('viewListing')}
                </Link>
              )}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
