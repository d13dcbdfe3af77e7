import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import type { BreederSummary } from '@/server/domain/kennels/find-breeders';

/** A small card of a live kennel page with a breeder profile, linking to it. */
export async function KennelExample({
  kennel,
  locale,
}: {
  kennel: BreederSummary;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Landing' });
  const place = [kennel.city, kennel.countryCode].filter(Boolean).join(', ');
  return (
    <article className="lp-kennel card">
      <h3>{kennel.name}</h3>
      {place ? <p>{place}</p> : null}
      <Link route="/kennel/[kennel]" params={{ kennel: kennel.slug }} locale={locale}>
        {t('exampleKennel', { name: kennel.name })}
      </Link>
    </article>
  );
}
