import { getFormatter, getTranslations } from 'next-intl/server';
import type { CountryOption } from '@/components/accounts/country-phone-fields';
import type { Locale } from '@/i18n/locales';
import { TRADER_REGISTERS } from '@/reference/trader-registers';
import type { OwnSeller } from '@/server/domain/traders/get-own-seller';
import type { AccountFormState } from '../accounts/account-form-state';
import { SellerForm } from './seller-form';

type Action = (state: AccountFormState, form: FormData) => Promise<AccountFormState>;

/** The breeder settings' seller section: the register check's state and the seller form. */
export async function SellerSettings({
  seller,
  action,
  countries,
  locale,
}: {
  seller: OwnSeller;
  action: Action;
  countries: CountryOption[];
  locale: Locale;
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'SellerForm' }),
    getFormatter({ locale }),
  ]);
  const countryName = (key: string) => countries.find((c) => c.key === key)?.name ?? key;
  const registers = TRADER_REGISTERS.map((r) => ({
    country: r.country,
    label: `${countryName(r.country)} — ${r.name}`,
    example: r.example,
  })).sort((a, b) => a.label.localeCompare(b.label, locale));
  const date = seller.checkedAt ? format.dateTime(seller.checkedAt, { dateStyle: 'long' }) : '';
  return (
    <section aria-labelledby="seller-title" className="profile-subsection" id="seller">
      <h2 id="seller-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      {seller.status === 'trader' && seller.registerNumber && (
        <div
          className={seller.checkStatus === 'not_found' ? 'notice error' : 'notice'}
          role="status"
        >
          <h3>{t('checkTitle')}</h3>
          <p>{t(`check.${seller.checkStatus}`, { date })}</p>
        </div>
      )}
      <SellerForm
        action={action}
        initial={seller}
        countries={countries}
        registers={registers}
        documentUrl={seller.hasIdDocument ? `/api/trader-documents/${seller.kennelId}` : null}
      />
    </section>
  );
}
