import { aggregateRatingLd, type AggregateRatingLd } from '@/components/seo/aggregate-rating';
/** schema.org shapes this page uses, typed here (no schema-dts dependency). */
interface PostalAddress {
  '@type': 'PostalAddress';
  addressCountry: string;
  addressRegion?: string;
  addressLocality?: string;
  streetAddress?: string;
  postalCode?: string;
}

interface ReviewLd {
  '@type': 'Review';
  author: { '@type': 'Person'; name: string };
  datePublished: string;
  reviewBody: string;
  reviewRating: { '@type': 'Rating'; ratingValue: number; bestRating: 5; worstRating: 1 };
}

interface LocalBusiness {
  '@context': 'https://schema.org';
  '@type': 'LocalBusiness';
  '@id': string;
  name: string;
  url: string;
  image?: string;
  logo?: string;
  telephone?: string;
  email?: string;
  foundingDate?: string;
  address: PostalAddress;
  aggregateRating?: AggregateRatingLd;
  review?: ReviewLd[];
}

interface ListItem {
  '@type': 'ListItem';
  position: number;
  name: string;
  item: string;
}

interface BreadcrumbList {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: ListItem[];
}

export interface KennelJsonLdInput {
  name: string;
  /** Absolute URLs (the page, its logo). */
  url: string;
  logoUrl: string | null;
  phone: string | null;
  email: string | null;
  foundedYear: number | null;
  countryCode: string;
  region: string | null;
  city: string | null;
  street?: string | null;
  postcode?: string | null;
  ratingAverage: number | null;
  ratingCount: number;
  breadcrumbs: { name: string; url: string }[];
  /** The newest published reviews shown on the page (dates as YYYY-MM-DD). */
  reviews?: { author: string; date: string; body: string; rating: number }[];
}

export function kennelStructuredData(input: KennelJsonLdInput): [LocalBusiness, BreadcrumbList] {
  const business: LocalBusiness = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${input.url}#kennel`,
    name: input.name,
    url: input.url,
    ...(input.logoUrl ? { image: input.logoUrl, logo: input.logoUrl } : {}),
    ...(input.phone ? { telephone: input.phone } : {}),
    ...(input.email ? { email: input.email } : {}),
    ...(input.foundedYear ? { foundingDate: String(input.foundedYear) } : {}),
    address: {
      '@type': 'PostalAddress',
      addressCountry: input.countryCode,
      ...(input.region ? { addressRegion: input.region } : {}),
      ...(input.city ? { addressLocality: input.city } : {}),
      ...(input.street ? { streetAddress: input.street } : {}),
      ...(input.postcode ? { postalCode: input.postcode } : {}),
    },
  };
  const rating = aggregateRatingLd(input.ratingAverage, input.ratingCount);
  if (rating) business.aggregateRating = rating;
  if (input.reviews?.length) {
    business.review = input.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.date,
      reviewBody: review.body,
      reviewRating: {
        '@type': 'Rating',
        ratingValue: review.rating,
        bestRating: 5,
        worstRating: 1,
      },
    }));
  }
  const breadcrumb: BreadcrumbList = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: input.breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
  return [business, breadcrumb];
}

/** JSON for a script element: `<` escaped so kennel text cannot close the element. */
export const serializeJsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** The kennel as a LocalBusiness plus its breadcrumb trail, for search engines. */
export function KennelJsonLd(input: KennelJsonLdInput) {
  return (
    <>
      {kennelStructuredData(input).map((data) => (
        <script
          key={data['@type']}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </>
  );
}
