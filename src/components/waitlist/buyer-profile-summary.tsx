import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { BuyerProfile } from '@/server/domain/puppy-match/save-buyer-profile';

type Answers = Omit<BuyerProfile, 'userId' | 'createdAt' | 'updatedAt'>;

/** A buyer profile's answers as a definition list (the puppy-match form's words). */
export async function BuyerProfileSummary({
  profile,
  locale,
}: {
  profile: Answers;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'PuppyMatchForm' });
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  return (
    <>
      <dl className="waitlist-profile">
        <dt>{t('homeTypeLabel')}</dt>
        <dd>{t(`homeType.${profile.homeType}`)}</dd>
        <dt>{t('hasGarden')}</dt>
        <dd>{yesNo(profile.hasGarden)}</dd>
        <dt>{t('experienceLabel')}</dt>
        <dd>{t(`experience.${profile.experience}`)}</dd>
        <dt>{t('hasChildren')}</dt>
        <dd>{yesNo(profile.hasChildren)}</dd>
        <dt>{t('hasOtherPets')}</dt>
        <dd>{yesNo(profile.hasOtherPets)}</dd>
        <dt>{t('workingHoursLabel')}</dt>
        <dd>{t(`workingHours.${profile.workingHours}`)}</dd>
      </dl>
      {profile.about ? <blockquote lang={profile.language}>{profile.about}</blockquote> : null}
    </>
  );
}
