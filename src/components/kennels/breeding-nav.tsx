import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import './breeding.css';

const SECTIONS = [
  ['breeds', '/my-breeding/[[...breed]]', 'navBreeds'],
  ['add', '/my-breeding/add-new-type', 'navAdd'],
  ['gallery', '/my-breeding/my-gallery', 'navGallery'],
  ['kennel', '/profile/breeder', 'navKennel'],
] as const;
export type BreedingSection = (typeof SECTIONS)[number][0];

/** The My breeding sections; the current one is marked for screen readers and styled. */
export async function BreedingNav({
  locale,
  current,
}: {
  locale: Locale;
  current?: BreedingSection;
}) {
  const t = await getTranslations({ locale, namespace: 'MyBreeding' });
  return (
    <nav aria-label={t('navLabel')} className="breeding-nav">
      <ul>
        {SECTIONS.map(([key, route, label]) => (
          <li key={key}>
            <Link route={route} locale={locale} aria-current={key === current ? 'page' : undefined}>
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
