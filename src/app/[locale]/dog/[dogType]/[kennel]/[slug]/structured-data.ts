import { env } from '@/env';
import { aggregateRatingLd, type AggregateRatingLd } from '@/components/seo/aggregate-rating';
import type { PublicListing } from '@/server/domain/listings/get-public-listing';

/** A page's address as search engines see it: the same origin the canonical links use. */
export const absoluteUrl = (path: string) => new URL(path, env.SITE_URL).href;

// The schema.org shapes this page emits (https://schema.org/Product, /BreadcrumbList).
type ItemAvailability = 'InStock' | 'LimitedAvailability' | 'PreOrder';

interface OrganizationLd {
  '@type': 'Organization';
  name: string;
  url: string;
  /** The kennel's reviews: buyers rate the kennel, not one dog. */
  aggregateRating?: AggregateRatingLd;
}

interface OfferLd {
  '@type': 'Offer';
  url: string;
  /** Major units: the stored minor units / 100. */
  price: number;
  priceCurrency: string;
  availability: `https://schema.org/${ItemAvailability}`;
  seller: OrganizationLd;
  priceSpecification?: {
    '@type': 'PriceSpecification';
    minPrice: number;
    maxPrice: number;
    priceCurrency: string;
  };
}

export interface ProductLd {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  image: string[];
  description: string;
  sku: string;
  url: string;
  brand: { '@type': 'Brand'; name: string };
  category?: string;
  offers?: OfferLd;
}

export interface BreadcrumbListLd {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[];
}

const AVAILABILITY: Record<PublicListing['status'], ItemAvailability | null> = {
  active: 'InStock',
  reserved: 'LimitedAvailability',
  planned: 'PreOrder',
  draft: null,
  sold: null,
  expired: null,
  deleted: null,
  born: null,
  closed: null,
  hidden: null,
};

const major = (minor: number) => minor / 100;

/**
 * The ad as a Product with one Offer sold by the kennel; no offer when the price is on request.
 * Reviews are about the kennel, never about one dog, so the rating belongs to the seller: the
 * Product itself carries none.
 */
export function productLd(input: {
  listing: PublicListing;
  url: string;
  kennelUrl: string;
  images: string[];
  description: string;
  breedName: string | undefined;
}): ProductLd {
  const { listing } = input;
  const rating = aggregateRatingLd(listing.kennel.ratingAverage, listing.kennel.ratingCount);
  const seller: OrganizationLd = {
    '@type': 'Organization',
    name: listing.kennel.name,
    url: input.kennelUrl,
    ...(rating ? { aggregateRating: rating } : {}),
  };
  const availability = AVAILABILITY[listing.status];
  const product: ProductLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.title,
    image: input.images,
    description: input.description,
    sku: listing.id,
    url: input.url,
    brand: { '@type': 'Brand', name: listing.kennel.name },
    ...(input.breedName ? { category: input.breedName } : {}),
  };
  if (listing.priceAmount !== null && availability) {
    product.offers = {
      '@type': 'Offer',
      url: input.url,
      price: major(listing.priceAmount),
      priceCurrency: listing.currency,
      availability: `https://schema.org/${availability}`,
      seller,
    };
    if (listing.priceMaxAmount !== null && listing.priceMaxAmount > listing.priceAmount) {
      product.offers.priceSpecification = {
        '@type': 'PriceSpecification',
        minPrice: major(listing.priceAmount),
        maxPrice: major(listing.priceMaxAmount),
        priceCurrency: listing.currency,
      };
    }
  }
  return product;
}

/** Home → puppies for sale → breed → this ad, with absolute URLs. */
export function breadcrumbLd(crumbs: { name: string; path: string }[]): BreadcrumbListLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
