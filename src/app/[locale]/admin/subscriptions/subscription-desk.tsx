import { DeskForm } from '@/components/admin/desk-form';
import { CURRENCIES } from '@/i18n/currencies';
import { formatMoney } from '@/i18n/money';
import type { RequestContext } from '@/server/context';
import { getExchangeRates } from '@/server/domain/exchange-rates/get-exchange-rates';
import { PAID_SERVICES, PLAN_MONTHS } from '@/server/domain/paid-services/catalogue';
import { findPlanPrices } from '@/server/domain/paid-services/find-plan-prices';
import {
  endSubscriptionAction,
  extendSubscriptionAction,
  grantSubscriptionAction,
  setExchangeRateAction,
  setPlanPriceAction,
} from './actions';

export const SERVICE_LABELS = {
  breeder_profile: 'Breeder profile',
  upcoming_litters: 'Upcoming litters',
  puppy_match: 'Puppy match',
} as const;

const REASON = 'Reason (mailed to the breeder, kept in the audit log)';

function ServiceSelect() {
  return (
    <label>
      Plan
      <select name="service" defaultValue="breeder_profile">
        {PAID_SERVICES.map((service) => (
          <option key={service} value={service}>
            {SERVICE_LABELS[service]}
          </option>
        ))}
      </select>
    </label>
  );
}

function PeriodSelect({ running }: { running: { id: string; label: string }[] }) {
  return (
    <label>
      Running period (of this page)
      <select name="subscriptionId" required>
        {running.map((row) => (
          <option key={row.id} value={row.id}>
            {row.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Grant a plan to an account, and extend or end a running period listed above. */
export function SubscriptionChanges({ running }: { running: { id: string; label: string }[] }) {
  return (
    <section aria-labelledby="changes-heading">
      <h2 id="changes-heading">Grant, extend or end</h2>
      <DeskForm
        title="Grant a plan"
        submit="Grant"
        done="Granted."
        action={grantSubscriptionAction}
      >
        <label>
          Account e-mail
          <input name="email" type="email" required autoComplete="off" />
        </label>
        <ServiceSelect />
        <label>
          Months
          <input name="months" inputMode="numeric" required defaultValue="1" />
        </label>
        <label>
          {REASON}
          <textarea name="reason" required />
        </label>
      </DeskForm>
      {running.length === 0 ? (
        <p>No running period on this page to extend or end.</p>
      ) : (
        <>
          <DeskForm
            title="Extend a period"
            submit="Extend"
            done="Extended."
            action={extendSubscriptionAction}
          >
            <PeriodSelect running={running} />
            <label>
              Months to add
              <input name="months" inputMode="numeric" required defaultValue="1" />
            </label>
            <label>
              {REASON}
              <textarea name="reason" required />
            </label>
          </DeskForm>
          <DeskForm
            title="End a period"
            submit="End now"
            done="Ended."
            action={endSubscriptionAction}
          >
            <PeriodSelect running={running} />
            <label>
              {REASON}
              <textarea name="reason" required />
            </label>
          </DeskForm>
        </>
      )}
    </section>
  );
}

/** Plan prices in one currency (new orders pay them) and the exchange rates against the euro. */
export async function PricesAndRates({ ctx, currency }: { ctx: RequestContext; currency: string }) {
  const shown = (CURRENCIES as readonly string[]).includes(currency) ? currency : 'EUR';
  const [prices, rates] = await Promise.all([
    findPlanPrices(ctx, { currency: shown }),
    getExchangeRates(ctx),
  ]);
  return (
    <>
      <section>
        <h2 id="prices-heading">Plan prices in {shown}</h2>
        <form method="get" className="admin-filters">
          <label>
            Currency
            <select name="currency" defaultValue={shown}>
              {CURRENCIES.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </select>
          </label>
          <button type="submit" className="button">
            Show prices
          </button>
        </form>
        <div className="table-scroll" role="region" aria-labelledby="prices-heading" tabIndex={0}>
          <table aria-labelledby="prices-heading">
            <thead>
              <tr>
                <th scope="col">Plan</th>
                {PLAN_MONTHS.map((months) => (
                  <th key={months} scope="col">
                    {months} {months === 1 ? 'month' : 'months'}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {prices.map((row) => (
                <tr key={row.service}>
                  <th scope="row">{SERVICE_LABELS[row.service]}</th>
                  {PLAN_MONTHS.map((months) => {
                    const plan = row.plans.find((p) => p.months === months);
                    return (
                      <td key={months}>{plan ? formatMoney(plan.amount, shown, 'en-GB') : '—'}</td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <DeskForm
          title="Set a plan price"
          submit="Save price"
          done="Saved; new orders pay this price."
          action={setPlanPriceAction}
        >
          <ServiceSelect />
          <label>
            Length
            <select name="months" defaultValue="1">
              {PLAN_MONTHS.map((months) => (
                <option key={months} value={months}>
                  {months} {months === 1 ? 'month' : 'months'}
                </option>
              ))}
            </select>
          </label>
          <label>
            Currency
            <select name="currency" defaultValue={shown}>
              {CURRENCIES.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </select>
          </label>
          <label>
            Price (e.g. 9.90)
            <input name="amount" inputMode="decimal" required />
          </label>
        </DeskForm>
      </section>
      <section aria-labelledby="rates-heading">
        <h2 id="rates-heading">Exchange rates (units per 1 EUR)</h2>
        <dl className="admin-facts">
          {CURRENCIES.filter((code) => code !== 'EUR').map((code) => (
            <div key={code}>
              <dt>{code}</dt>
              <dd>{rates[code] ? Number(rates[code]).toString() : '—'}</dd>
            </div>
          ))}
        </dl>
        <DeskForm
          title="Set a rate"
          submit="Save rate"
          done="Saved."
          action={setExchangeRateAction}
        >
          <label>
            Currency
            <select name="currency" defaultValue="HUF">
              {CURRENCIES.filter((code) => code !== 'EUR').map((code) => (
                <option key={code}>{code}</option>
              ))}
            </select>
          </label>
          <label>
            Units per 1 EUR
            <input name="perEur" inputMode="decimal" required />
          </label>
        </DeskForm>
      </section>
    </>
  );
}
