import { getTranslations } from 'next-intl/server';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { AppLink } from '@/i18n/app-link';
import { Link, getPathname } from '@/i18n/navigation';
import { formatMoney } from '@/i18n/money';
import { SERVICE_SLUGS } from '@/server/domain/paid-services/catalogue';
import type { findOwnSubscriptions } from '@/server/domain/paid-services/find-own-subscriptions';
import './own-subscriptions.css';

type Own = Awaited<ReturnType<typeof findOwnSubscriptions>>;

/** The breeder's services (state, end, renew or upgrade) and their past service orders. */
export async function OwnSubscriptions({ own, locale }: { own: Own; locale: Locale }) {
  const [t, tService] = await Promise.all([
    getTranslations({ locale, namespace: 'ServiceAccount' }),
    getTranslations({ locale, namespace: 'PaidServices' }),
  ]);
  const tag = LOCALE_TAGS[locale];
  const date = (value: Date) => new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(value);
  return (
    <div className="own-subscriptions">
      <ul className="own-services">
        {own.services.map(({ service, state, endsAt }) => (
          <li key={service}>
            <h3>{tService(`name.${service}`)}</h3>
            <p>
              {state === 'active' && endsAt
                ? t('activeUntil', { date: date(endsAt) })
                : state === 'expired' && endsAt
                  ? t('expiredOn', { date: date(endsAt) })
                  : t('never')}
            </p>
            <p className="own-service-links">
              <Link route={`/payment/${SERVICE_SLUGS[service]}`} locale={locale}>
                {state === 'none' ? t('buy') : t('renew')}
              </Link>
              {state === 'active' && (
                <Link
                  route={`/payment/${SERVICE_SLUGS[service]}`}
                  query={{ months: '12' }}
                  locale={locale}
                >
                  {t('upgrade')}
                </Link>
              )}
            </p>
          </li>
        ))}
      </ul>
      <h3 id="own-orders">{t('ordersTitle')}</h3>
      {own.orders.length === 0 ? (
        <p className="muted">{t('noOrders')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="own-orders" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('service')}</th>
                <th scope="col">{t('amount')}</th>
                <th scope="col">{t('method')}</th>
                <th scope="col">{t('status')}</th>
              </tr>
            </thead>
            <tbody>
              {own.orders.map((order) => (
                <tr key={order.id}>
                  <td>{date(order.createdAt)}</td>
                  <td>
                    {tService(`name.${order.service}`)} ·{' '}
                    {t('months', { months: order.planMonths ?? 1 })}
                  </td>
                  <td>{formatMoney(order.amount, order.currency, tag)}</td>
                  <td>{t(`methods.${order.method}`)}</td>
                  <td>
                    {t(`statuses.${order.status}`)}
                    {order.status === 'pending' && order.method === 'bank_transfer' && (
                      <>
                        {' · '}
                        <AppLink
                          href={`${getPathname(`/payment/${SERVICE_SLUGS[order.service]}/bank-thank-you`, {}, locale)}?order=${encodeURIComponent(order.id)}`}
                        >
                          {t('transferDetails')}
                        </AppLink>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
