import { queueFavouriteEvent } from '../notifications/favourite-events';
import { randomBytes } from 'node:crypto';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { toSlug } from '@/reference/slug';
import {
  dogKindOn,
  listingFieldErrors,
  listingSchema,
  type ListingInput,
  type ListingValues,
} from '@/validation/listings';
import { listingParents, listings } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../context';
import { DomainError, ValidationError } from '../errors';
import { getOwnedListingOrThrow, requireOwnKennel } from './owned-listing';
import { chipRuleBlocking } from '@/reference/chip-rules';
import { guardLiveMicrochip } from '../trust/microchip-in-use';
import { queueMicrochipCheck } from '../trust/queue-microchip-check';

const MINOR = 100;
const toMinor = (amount: number | undefined) =>
  amount === undefined ? null : Math.round(amount * MINOR);

function parseListing(ctx: RequestContext, input: ListingInput) {
  const today = ctx.now().toISOString().slice(0, 10);
  const parsed = listingSchema(today).safeParse(input);
  if (!parsed.success) throw new ValidationError(listingFieldErrors(parsed.error, input));
  return { values: parsed.data, today };
}

/**
 * Columns of a listing row from checked form values (prices in minor units). The EUR amount
 * that search sorts on is set by the database (trigger listings_normalize_price).
 */
function toColumns(values: ListingValues, today: string) {
  return {
    kind:
      values.kind === 'litter' ? ('litter' as const) : dogKindOn(values.birthDate || today, today),
    title: values.title,
    breedKey: values.breedKey,
    sex: values.kind === 'dog' ? (values.sex ?? null) : null,
    birthDate: values.kind === 'dog' ? values.birthDate || null : null,
    expectedBirthDate: values.kind === 'litter' ? values.expectedBirthDate || null : null,
    expectedCount: values.kind === 'litter' ? (values.expectedCount ?? null) : null,
    colour: values.colour || null,
    priceAmount: toMinor(values.price),
    priceMaxAmount: toMinor(values.priceMax),
    currency: values.currency,
    countryCode: values.countryCode,
    region: values.region || null,
    city: values.city || null,
    hasPedigree: values.hasPedigree,
    pedigreeRegistry: values.hasPedigree ? values.pedigreeRegistry || null : null,
    microchip: values.microchip || null,
    vaccinations: values.vaccinations || null,
    deworming: values.deworming || null,
    availableFrom: values.availableFrom || null,
    depositType: values.depositType,
    depositValue:
      values.depositType === 'amount'
        ? toMinor(values.depositValue)
        : values.depositType === 'percent'
          ? (values.depositValue ?? null)
          : null,
    refundPolicy: values.refundPolicy,
    description: values.description,
    videoUrl: values.videoUrl || null,
  };
}

/**
 * Saves the sire and dam by role: updated in place, so a parent keeps its photo across edits;
 * a parent left out of the form is removed.
 */
async function replaceParents(db: Executor, listingId: string, values: ListingValues) {
  const roles = values.parents.map((parent) => parent.role);
  await db
    .delete(listingParents)
    .where(
      and(
        eq(listingParents.listingId, listingId),
        roles.length ? notInArray(listingParents.role, roles) : undefined,
      ),
    );
  for (const parent of values.parents) {
    const fields = {
      name: parent.name,
      breedKey: values.breedKey,
      birthYear: parent.birthYear ?? null,
      titles: parent.titles || null,
      healthTests: parent.healthTests,
    };
    await db
      .insert(listingParents)
      .values({ listingId, role: parent.role, ...fields })
      .onConflictDoUpdate({ target: [listingParents.listingId, listingParents.role], set: fields });
  }
}

/** A readable, unique-enough address part: the title in Latin letters plus a short suffix. */
export function listingSlug(title: string, locale: Locale): string {
  const base = toSlug(title, locale).slice(0, 64).replace(/-+$/, '') || 'dog';
  return `${base}-${randomBytes(3).toString('hex')}`;
}

/**
 * Creates a draft ad (puppy, adult dog or upcoming litter) in the viewer's kennel; whether a
 * dog is a puppy or an adult follows from its birth date. Nothing is public until published.
 */
export async function createListing(ctx: RequestContext, input: ListingInput) {
  const { kennel } = await requireOwnKennel(ctx);
  const { values, today } = parseListing(ctx, input);
  const columns = toColumns(values, today);
  return ctx.db.transaction(async (tx) => {
    const [listing] = await tx
      .insert(listings)
      .values({
        ...columns,
        kennelId: kennel.id,
        slug: listingSlug(values.title, ctx.locale),
        status: 'draft',
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      })
      .returning();
    await replaceParents(tx, listing!.id, values);
    return listing!;
  });
}

/**
 * Saves an own ad's fields; sold, reserved and deleted ads are not edited. Who may edit is
 * settled before the input is judged, so strangers learn nothing from validation answers.
 */
export async function updateListing(ctx: RequestContext, listingId: string, input: ListingInput) {
  const microchip = typeof input.microchip === 'string' ? input.microchip.trim() : null;
  const target = { listingId, microchip, field: 'microchip' as const };
  return guardLiveMicrochip(ctx, target, () => saveListing(ctx, listingId, input));
}

function saveListing(ctx: RequestContext, listingId: string, input: ListingInput) {
  return ctx.db.transaction(async (tx) => {
    const listing = await getOwnedListingOrThrow(ctx, tx, listingId);
    const { values, today } = parseListing(ctx, input);
    const columns = toColumns(values, today);
    if (!['draft', 'active', 'expired', 'planned'].includes(listing.status)) {
      throw new DomainError('CONFLICT', `A ${listing.status} listing cannot be edited`, {
        form: 'listingNotEditable',
      });
    }
    if ((listing.kind === 'litter') !== (columns.kind === 'litter')) {
      throw new ValidationError({ kind: 'kindFixed' });
    }
    // A published dog stays the kind its address says until it is unpublished.
    const kind = listing.status === 'draft' ? columns.kind : listing.kind;
    // A live ad keeps what its country requires before going live.
    const rule = listing.status === 'active' ? chipRuleBlocking({ ...columns, kind }) : null;
    if (rule) throw new ValidationError({ microchip: `microchipRequiredBy.${rule.country}` });
    const [saved] = await tx
      .update(listings)
      .set({ ...columns, kind, updatedAt: ctx.now() })
      .where(eq(listings.id, listingId))
      .returning();
    await replaceParents(tx, listingId, values);
    // A live ad's new chip number is asked about again (trust).
    if (listing.status === 'active' && saved!.microchip !== listing.microchip) {
      await queueMicrochipCheck(tx, saved!, ctx.now());
    }
    // The dog's favouriters hear of a lower price (in the same currency) on a live ad.
    if (
      listing.status === 'active' &&
      listing.priceAmount !== null &&
      saved!.priceAmount !== null &&
      saved!.currency === listing.currency &&
      saved!.priceAmount < listing.priceAmount
    ) {
      await queueFavouriteEvent(tx, {
        listingId,
        kind: 'priceDrop',
        oldAmount: listing.priceAmount,
        newAmount: saved!.priceAmount,
        currency: saved!.currency,
        at: ctx.now().toISOString(),
      });
    }
    return saved!;
  });
}
