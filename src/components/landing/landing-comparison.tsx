import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { PAID_SERVICES, type PaidService } from '@/server/domain/paid-services/catalogue';

const FEATURES = [
  ['kennelPage', 'breeder_profile'],
  ['indexed', 'breeder_profile'],
  ['breedersList', 'breeder_profile'],
  ['plannedLitters', 'upcoming_litters'],
  ['litterDeposits', 'upcoming_litters'],
  ['puppyRequests', 'puppy_match'],
] as const satisfies readonly (readonly [string, PaidService])[];

/** What each service gives, feature by feature, as a table. */
export async function LandingComparison({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Landing' });
  const tName = await getTranslations({ locale, namespace: 'PaidServices.name' });
  return (
    <section className="page section">
      <h2 id="compare-heading">{t('compareTitle')}</h2>
      <div className="lp-table-scroll" tabIndex={0} role="region" aria-labelledby="compare-heading">
        <table className="lp-compare">
          <thead>
            <tr>
              <th scope="col">{t('compareFeature')}</th>
              {PAID_SERVICES.map((service) => (
                <th scope="col" key={service}>
                  {tName(service)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {FEATURES.map(([feature, owner]) => (
              <tr key={feature}>
                <th scope="row">{t(`feature.${feature}`)}</th>
                {PAID_SERVICES.map((service) => (
                  <td key={service}>
                    {service === owner ? (
                      <span className="lp-yes">✓ {t('included')}</span>
                    ) : (
                      <span className="lp-no">– {t('notIncluded')}</span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
