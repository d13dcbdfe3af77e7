import { getTranslations } from 'next-intl/server';
import { LOCALE_TAGS } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/i18n/money';
import { createRequestContext } from '@/server/context';
import { SERVICE_SLUGS } from '@/server/domain/paid-services/catalogue';
import { findPlanPrices } from '@/server/domain/paid-services/find-plan-prices';
import { checkoutCurrency } from '../../payment/checkout-page';
import { profileMetadata, profilePage } from '../profile-page';
import '@/components/paid-services/own-subscriptions.css';

export const generateMetadata = profileMetadata('/profile/price');

/** The breeder's price list: every service's plans in their currency, each into its checkout. */
export default profilePage('/profile/price', async (locale) => {
  const currency = await checkoutCurrency(locale);
  const [prices, t, tService] = await Promise.all([
    findPlanPrices(createRequestContext({ locale }), { currency }),
    getTranslations({ locale, namespace: 'ServiceAccount' }),
    getTranslations({ locale, namespace: 'PaidServices' }),
  ]);
  const money = (amount: number) => formatMoney(amount, currency, LOCALE_TAGS[locale]);
  return (
    <div className="own-subscriptions">
      <p>{t('priceIntro', { currency })}</p>
      {prices.map(({ service, plans }) => (
        <div key={service}>
          <h3 id={`price-${service}`}>{tService(`name.${service}`)}</h3>
          <div
            className="table-scroll"
            role="region"
            aria-labelledby={`price-${service}`}
            tabIndex={0}
          >
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('plan')}</th>
                  <th scope="col">{t('amount')}</th>
                  <th scope="col">{t('perMonth')}</th>
                  <th scope="col">{t('saving')}</th>
                </tr>
              </thead>
              <tbody>
                {plans.map((plan) => (
                  <tr key={plan.months}>
                    <th scope="row">
                      <Link
                        route={`/payment/${SERVICE_SLUGS[service]}`}
                        query={{ months: String(plan.months) }}
                        locale={locale}
                      >
                        {t('months', { months: plan.months })}
                      </Link>
                    </th>
                    <td>{money(plan.amount)}</td>
                    <td>{money(plan.perMonth)}</td>
                    <td>{plan.savingPerMonth > 0 ? money(plan.savingPerMonth) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
    </div>
  );
});
