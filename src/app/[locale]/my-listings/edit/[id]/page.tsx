import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { UnverifiedNotice } from '@/components/accounts/unverified-notice';
import { listingFormValues } from '@/components/listings/editor/listing-form-values';
import { ListingStatusActions } from '@/components/listings/editor/listing-status-actions';
import { LitterBornForm } from '@/components/listings/litter-born-form';
import { ListingForm } from '@/components/listings/listing-form';
import { MissingItems } from '@/components/listings/missing-items';
import { StatusBadge } from '@/components/listings/my-listings-status-badge';
import { ChipRegistryNotice } from '@/components/trust/chip-registry-notice';
import { findMicrochipRegistryCheck } from '@/server/domain/trust/find-microchip-registry-check';
import { PhotoManager } from '@/components/photos/photo-manager';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { DomainError } from '@/server/domain/errors';
import { getOwnListing, type OwnListing } from '@/server/domain/listings/get-own-listing';
import { LITTER_ANSWER_DAYS } from '@/server/domain/listings/prompt-overdue-litters';
import { findSubjectPhotos } from '@/server/domain/photos/find-subject-photos';
import { photoAcceptTypes } from '@/server/domain/photos/photo-formats';
import { PHOTO_LIMITS } from '@/server/domain/photos/photo-subject';
import { resendVerificationAction } from '../../../profile/actions';
import { getSessionViewer } from '../../../profile/session-viewer';
import { changeListingStatusAction, markLitterBornAction, saveListingAction } from '../../actions';
import { editorOptions } from '../../editor-options';
import { TIME_LIMIT_VALUES } from '@/validation/time-limits';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ created?: string }>;
};

/** The viewer's own listing, or null for anything they may not see (answered as not found). */
const load = cache(async (locale: Locale, id: string) => {
  const viewer = await getSessionViewer();
  if (!viewer) return null;
  const ctx = createRequestContext({ locale, viewer });
  try {
    return { viewer, ctx, listing: await getOwnListing(ctx, id) };
  } catch (error) {
    if (error instanceof DomainError && error.code !== 'VALIDATION') return null;
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'MyListings' });
  const loaded = await load(locale as Locale, id);
  return pageMetadata({
    route: '/my-listings/edit/[id]',
    params: { id },
    locale: locale as Locale,
    title: loaded ? t('editTitle', { title: loaded.listing.title }) : t('title'),
    description: t('description'),
    noIndex: true,
  });
}

const tabRoute = (listing: OwnListing) =>
  listing.status === 'deleted'
    ? '/my-listings/deleted'
    : listing.status === 'reserved'
      ? '/my-listings/reserved'
      : listing.status === 'sold'
        ? '/my-listings/sold'
        : listing.status === 'draft'
          ? '/my-listings/drafts'
          : listing.kind === 'litter'
            ? '/my-listings/upcoming-litters'
            : '/my-listings/active';

/** What the state means for buyers and what the breeder can do about it. */
async function statusHelp(listing: OwnListing, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'MyListings' });
  const format = await getFormatter({ locale });
  const date = (value: Date | null) => (value ? format.dateTime(value, { dateStyle: 'long' }) : '');
  switch (listing.status) {
    case 'draft':
      return listing.kind === 'litter' ? t('statusHelp.draftLitter') : t('statusHelp.draft');
    case 'active':
      return t('statusHelp.active', { ...TIME_LIMIT_VALUES, date: date(listing.expiresAt) });
    case 'expired':
      return t('statusHelp.expired', { ...TIME_LIMIT_VALUES, date: date(listing.expiresAt) });
    case 'deleted':
      return listing.restoreDaysLeft === null
        ? t('statusHelp.deletedFinal', TIME_LIMIT_VALUES)
        : t('statusHelp.deleted', { days: listing.restoreDaysLeft });
    default:
      return t(`statusHelp.${listing.status}`);
  }
}

/** A litter's expected day as the breeder reads it. */
async function expectedDay(listing: OwnListing, locale: Locale) {
  const format = await getFormatter({ locale });
  const day = new Date(`${listing.expectedBirthDate}T00:00:00Z`);
  return format.dateTime(day, { dateStyle: 'long', timeZone: 'UTC' });
}

/** The editor of one own ad: status and its buttons, photos, litter birth, and the fields. */
export default async function EditListingPage({ params, searchParams }: Props) {
  const { locale: raw, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const loaded = await load(locale, id);
  if (!loaded) notFound();
  const { viewer, ctx, listing } = loaded;
  const [t, chipCheck] = await Promise.all([
    getTranslations({ locale, namespace: 'MyListings' }),
    findMicrochipRegistryCheck(ctx, { listingId: listing.id, microchip: listing.microchip }),
  ]);
  const created = (await searchParams).created === '1';
  const canEditPhotos = listing.isEditable && viewer.emailVerified;
  const [photos, parentPhotos] = canEditPhotos
    ? await Promise.all([
        findSubjectPhotos(ctx, { subject: { kind: 'listing', id: listing.id } }),
        Promise.all(
          listing.parents.map(async (parent) => ({
            parent,
            photos: await findSubjectPhotos(ctx, { subject: { kind: 'parent', id: parent.id } }),
          })),
        ),
      ])
    : [[], []];
  return (
    <div className="editor-page">
      <header className="editor-header">
        <p>
          <Link route={tabRoute(listing)} locale={locale}>
            {t('backToList')}
          </Link>
        </p>
        <p className="muted">
          {t('editLabel')} · {t(`kinds.${listing.kind}`)}
        </p>
        <h1 id="listing-title">
          {listing.title}{' '}
          <StatusBadge status={listing.status} kind={listing.kind} locale={locale} />
        </h1>
        {listing.isPublic && (
          <p>
            <Link
              route="/dog/[dogType]/[kennel]/[slug]"
              params={{ dogType: listing.kind, kennel: listing.kennel.slug, slug: listing.slug }}
              locale={locale}
            >
              {t('viewAd')}
            </Link>
          </p>
        )}
      </header>

      {created && (
        <p className="notice success" role="status">
          {listing.kind === 'litter' ? t('createdLitter') : t('created')}
        </p>
      )}
      {!viewer.emailVerified && (
        <UnverifiedNotice email={viewer.email} resend={resendVerificationAction} />
      )}

      <section aria-labelledby="status-title" className="editor-status">
        <h2 id="status-title">{t('statusTitle')}</h2>
        <p>{await statusHelp(listing, locale)}</p>
        {listing.status === 'planned' && listing.birthAnswerRequestedAt && (
          <p className="notice warning" role="status">
            {t('birthAnswerDue', {
              date: await expectedDay(listing, locale),
              days: LITTER_ANSWER_DAYS,
            })}
          </p>
        )}
        <ChipRegistryNotice check={chipCheck} microchip={listing.microchip} locale={locale} />
        {listing.status === 'draft' && (
          <MissingItems id="listing-missing" missing={listing.missing} locale={locale} />
        )}
        <ListingStatusActions
          listingId={listing.id}
          kind={listing.kind}
          actions={listing.actions}
          action={changeListingStatusAction}
          describedBy="listing-title"
        />
      </section>

      {canEditPhotos && (
        // The photo manager is the region (named by its heading); this only anchors #photos.
        <div id="photos">
          <PhotoManager
            subject={{ kind: 'listing', id: listing.id }}
            initialPhotos={photos}
            max={PHOTO_LIMITS.listing}
            label={t('photosTitle')}
            accept={photoAcceptTypes()}
            refreshOnFirstPhoto={listing.status === 'draft'}
          />
          <p className="field-hint">
            {listing.kind === 'litter' ? t('photosHintLitter') : t('photosHint')}
          </p>
        </div>
      )}

      {canEditPhotos && (
        <section aria-labelledby="parent-photos-title">
          <h2 id="parent-photos-title">{t('parentPhotosTitle')}</h2>
          <p className="field-hint">
            {parentPhotos.length > 0 ? t('parentPhotosHint') : t('parentPhotosEmpty')}
          </p>
          <div className="parent-photos">
            {parentPhotos.map(({ parent, photos: own }) => (
              <PhotoManager
                key={parent.id}
                subject={{ kind: 'parent', id: parent.id }}
                initialPhotos={own}
                max={PHOTO_LIMITS.parent}
                label={t(`parentPhoto.${parent.role}`, { name: parent.name })}
                accept={photoAcceptTypes()}
              />
            ))}
          </div>
        </section>
      )}

      {listing.actions.includes('markBorn') && (
        <section id="litter-born" aria-labelledby="litter-born-title">
          <h2 id="litter-born-title">{t('litterBornTitle')}</h2>
          <LitterBornForm
            action={markLitterBornAction.bind(null, listing.id)}
            expectedCount={listing.expectedCount}
            defaultPrice={listing.priceAmount === null ? '' : String(listing.priceAmount / 100)}
            currency={listing.currency}
          />
        </section>
      )}

      {listing.puppies.length > 0 && (
        <section aria-labelledby="puppies-title">
          <h2 id="puppies-title">{t('puppiesTitle')}</h2>
          <ul className="puppy-links">
            {listing.puppies.map((puppy) => (
              <li key={puppy.id}>
                <Link route="/my-listings/edit/[id]" params={{ id: puppy.id }} locale={locale}>
                  {puppy.title}
                </Link>{' '}
                <StatusBadge status={puppy.status} kind="puppy" locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="details-title">
        <h2 id="details-title">{t('detailsTitle')}</h2>
        {listing.isEditable ? (
          <ListingForm
            initialValues={listingFormValues(listing)}
            {...editorOptions(locale)}
            fixedKind={listing.kind}
            action={saveListingAction.bind(null, locale, listing.id)}
          />
        ) : (
          <p className="notice">
            {t(`notEditable.${listing.status === 'deleted' ? 'deleted' : 'other'}`)}
          </p>
        )}
      </section>
    </div>
  );
}
