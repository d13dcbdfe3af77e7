import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PuppyRequestForm } from '@/components/puppy-match/puppy-request-form';
import { ClientMessages } from '@/i18n/client-messages-provider';
import { CURRENCIES, DEFAULT_CURRENCY_BY_LOCALE } from '@/i18n/currencies';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';
import { BREEDS } from '@/reference/breeds';
import { COUNTRIES } from '@/reference/countries';
import { createRequestContext } from '@/server/context';
import {
  findOwnBuyerProfile,
  findOwnPuppyRequests,
} from '@/server/domain/puppy-match/find-own-puppy-requests';
import { signInFirst } from '../sign-in-first';
import { getSessionViewer } from '../profile/session-viewer';
import { savePuppyRequestAction } from './actions';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ edit?: string }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'PuppyMatchForm' });
  return pageMetadata({
    route: '/puppy-request',
    locale,
    title: t('title'),
    description: t('intro'),
  });
}

const minor = (amount: number) =>
  amount % 100 === 0 ? String(amount / 100) : (amount / 100).toFixed(2);

/** The buyer's puppy-match request (new, or `?edit=<id>` of an open one) and their profile. */
export default async function PuppyRequestPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const viewer = await getSessionViewer();
  if (!viewer) signInFirst(locale, '/puppy-request');
  const ctx = createRequestContext({ locale, viewer });
  const { edit } = await searchParams;
  const [t, profile, own] = await Promise.all([
    getTranslations({ locale, namespace: 'PuppyMatchForm' }),
    findOwnBuyerProfile(ctx),
    edit ? findOwnPuppyRequests(ctx) : Promise.resolve([]),
  ]);
  const editing = own.find((request) => request.id === edit && request.status !== 'closed');
  const initial: Record<string, string> = editing
    ? {
        breedKeys: editing.breedKeys.join(','),
        size: editing.size ?? '',
        energy: editing.energy ?? '',
        coat: editing.coat ?? '',
        sex: editing.sex ?? '',
        age: editing.age,
        budget: minor(editing.budgetAmount),
        currency: editing.currency,
        countryCode: editing.countryCode,
        region: editing.region ?? '',
        travelKm: String(editing.travelKm),
        wantedBy: editing.wantedBy ?? '',
        message: editing.message,
      }
    : { age: 'puppy', travelKm: '100', currency: DEFAULT_CURRENCY_BY_LOCALE[locale] };
  if (profile) {
    const answer = (value: boolean) => (value ? 'yes' : 'no');
    Object.assign(initial, {
      homeType: profile.homeType,
      hasGarden: answer(profile.hasGarden),
      experience: profile.experience,
      hasChildren: answer(profile.hasChildren),
      hasOtherPets: answer(profile.hasOtherPets),
      workingHours: profile.workingHours,
      about: profile.about,
    });
  }
  const byName = (a: { label: string }, b: { label: string }) =>
    a.label.localeCompare(b.label, locale);
  const breeds = BREEDS.map((breed) => ({ value: breed.key, label: breed.names[locale] })).sort(
    byName,
  );
  const countries = COUNTRIES.map((c) => ({ value: c.key, label: c.names[locale] })).sort(byName);
  return (
    <section className="page narrow">
      <h1>{editing ? t('editTitle') : t('title')}</h1>
      <p>{t('intro')}</p>
      <p>
        <Link route="/profile/puppy-requests" locale={locale}>
          {t('myRequests')}
        </Link>
      </p>
      <ClientMessages locale={locale} namespaces={['Errors', 'PuppyMatchForm']}>
        <PuppyRequestForm
          action={savePuppyRequestAction.bind(null, locale, editing?.id ?? null)}
          breeds={breeds}
          countries={countries}
          currencies={[...CURRENCIES]}
          initial={initial}
          isEdit={Boolean(editing)}
        />
      </ClientMessages>
    </section>
  );
}
