import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, setRequestLocale, getTranslations } from 'next-intl/server';
import { BuyerProfileSummary } from '@/components/waitlist/buyer-profile-summary';
import { WaitlistJoinForm } from '@/components/waitlist/waitlist-join-form';
import { WaitlistPlaces } from '@/components/waitlist/waitlist-places';
import { ClientMessages } from '@/i18n/client-messages-provider';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { findOwnBuyerProfile } from '@/server/domain/puppy-match/find-own-puppy-requests';
import { findWaitlistLitter } from '@/server/domain/waitlist/find-waitlist-litter';
import { isAcceptingApplications } from '@/server/domain/waitlist/waitlist-places';
import { signInFirst } from '../../sign-in-first';
import { getSessionViewer } from '../../profile/session-viewer';
import { applyToWaitlistAction } from './actions';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'WaitlistJoin' });
  return pageMetadata({
    route: '/waitlist/[id]',
    params: { id },
    locale: locale as Locale,
    title: t('title'),
    description: t('intro'),
    noIndex: true,
  });
}

/** Joining a planned litter's waitlist: the litter, its places, a message and the profile. */
export default async function WaitlistJoinPage({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const viewer = await getSessionViewer();
  if (!viewer) signInFirst(locale, '/waitlist/[id]', { id });
  const ctx = createRequestContext({ locale, viewer });
  const [t, format, litter, profile] = await Promise.all([
    getTranslations({ locale, namespace: 'WaitlistJoin' }),
    getFormatter({ locale }),
    findWaitlistLitter(ctx, { listingId: id }),
    findOwnBuyerProfile(ctx),
  ]);
  if (!litter) notFound();
  const answer = (value: boolean) => (value ? 'yes' : 'no');
  const initial: Record<string, string> = profile
    ? {
        homeType: profile.homeType,
        hasGarden: answer(profile.hasGarden),
        experience: profile.experience,
        hasChildren: answer(profile.hasChildren),
        hasOtherPets: answer(profile.hasOtherPets),
        workingHours: profile.workingHours,
        about: profile.about,
      }
    : {};
  return (
    <section className="page narrow" aria-labelledby="waitlist-title">
      <h1 id="waitlist-title">{t('heading', { title: litter.title })}</h1>
      <p>
        <Link
          route="/dog/[dogType]/[kennel]/[slug]"
          params={{ dogType: 'litter', kennel: litter.kennelSlug, slug: litter.slug }}
          locale={locale}
        >
          {litter.title}
        </Link>{' '}
        · {litter.kennelName}
        {litter.expectedBirthDate
          ? ` · ${t('expectedOn', {
              date: format.dateTime(new Date(`${litter.expectedBirthDate}T00:00:00Z`), {
                dateStyle: 'medium',
              }),
            })}`
          : null}
      </p>
      <WaitlistPlaces summary={litter.summary} locale={locale} />
      <p>{t('intro')}</p>
      {isAcceptingApplications(litter.summary) ? (
        <>
          {profile ? (
            <section aria-labelledby="waitlist-profile-title">
              <h2 id="waitlist-profile-title">{t('yourProfile')}</h2>
              <BuyerProfileSummary profile={profile} locale={locale} />
            </section>
          ) : null}
          <ClientMessages locale={locale} namespaces={['WaitlistJoin', 'Errors', 'PuppyMatchForm']}>
            <WaitlistJoinForm
              action={applyToWaitlistAction.bind(null, locale, litter.id)}
              profile={initial}
              hasProfile={profile !== null}
            />
          </ClientMessages>
        </>
      ) : (
        <p role="status">{t('closed')}</p>
      )}
      <p>
        <Link route="/profile/waitlists" locale={locale}>
          {t('myApplications')}
        </Link>
      </p>
    </section>
  );
}
