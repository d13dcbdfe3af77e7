import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdJsonLd } from '@/components/listings/ad-json-ld';
import { PhotoGallery } from '@/components/listings/photo-gallery';
import { loadMessages } from '@/i18n/load-messages';
import type { PublicListing } from '@/server/domain/listings/get-public-listing';
import type { PhotoSources } from '@/server/domain/photos/photo-sources';
import { galleryPhotos } from './ad-photos';
import { absoluteUrl, breadcrumbLd, productLd } from './structured-data';

const photo = (name: string): PhotoSources => ({
  src: `/media/${name}-320.webp`,
  srcSet: `/media/${name}-320.webp 320w, /media/${name}-1440.webp 1440w, /media/${name}-960.webp 960w`,
  avifSrcSet: `/media/${name}-320.avif 320w, /media/${name}-1440.avif 1440w`,
  width: 1600,
  height: 1200,
});

function listing(overrides: Partial<PublicListing> = {}): PublicListing {
  return {
    id: '6f1c1f0e-58a3-4a51-9a3c-0d7e8c1a2b3c',
    title: 'Vizsla puppy',
    status: 'active',
    priceAmount: 45_000_000,
    priceMaxAmount: null,
    currency: 'HUF',
    kennel: {
      slug: 'tisza-parti',
      name: 'Tisza-parti Vizslák',
      countryCode: 'HU',
      city: 'Szeged',
      isVerified: true,
      hasProfile: true,
      ratingAverage: 4.8,
      ratingCount: 12,
    },
    ...overrides,
  } as PublicListing;
}

const ld = (overrides: Partial<PublicListing> = {}) =>
  productLd({
    listing: listing(overrides),
    url: 'https://example.test/en/puppy/tisza-parti/vizsla',
    kennelUrl: 'https://example.test/en/tisza-parti',
    images: ['https://example.test/media/a-1440.webp'],
    description: 'A lovely puppy',
    breedName: 'Hungarian Vizsla',
  });

describe('productLd', () => {
  it('describes the ad as a Product with an Offer in major units, sold by the kennel', () => {
    expect(ld()).toMatchObject({
      '@type': 'Product',
      sku: '6f1c1f0e-58a3-4a51-9a3c-0d7e8c1a2b3c',
      brand: { '@type': 'Brand', name: 'Tisza-parti Vizslák' },
      category: 'Hungarian Vizsla',
      offers: {
        '@type': 'Offer',
        price: 450_000,
        priceCurrency: 'HUF',
        availability: 'https://schema.org/InStock',
        url: 'https://example.test/en/puppy/tisza-parti/vizsla',
        seller: { '@type': 'Organization', name: 'Tisza-parti Vizslák' },
      },
    });
  });

  it('gives the kennel’s rating to the seller, never to the dog', () => {
    const product = ld();
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product.offers?.seller).toEqual({
      '@type': 'Organization',
      name: 'Tisza-parti Vizslák',
      url: 'https://example.test/en/tisza-parti',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.8,
        reviewCount: 12,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it.each([
    ['reserved', 'https://schema.org/LimitedAvailability'],
    ['planned', 'https://schema.org/PreOrder'],
  ] as const)('marks a %s ad as %s', (status, availability) => {
    expect(ld({ status }).offers?.availability).toBe(availability);
  });

  it('gives a litter price range as a price specification', () => {
    expect(ld({ priceAmount: 1250, priceMaxAmount: 2000, currency: 'EUR' }).offers).toMatchObject({
      price: 12.5,
      priceSpecification: { minPrice: 12.5, maxPrice: 20, priceCurrency: 'EUR' },
    });
  });

  it('has no offer for a price on request and no rating before the first review', () => {
    const product = ld({
      priceAmount: null,
      kennel: { ...listing().kennel, ratingAverage: null, ratingCount: 0 },
    });
    expect(product.offers).toBeUndefined();
    expect(product).not.toHaveProperty('aggregateRating');
    expect(
      ld({ kennel: { ...listing().kennel, ratingAverage: null, ratingCount: 0 } }).offers,
    ).not.toHaveProperty('seller.aggregateRating');
  });
});

describe('breadcrumbLd', () => {
  it('numbers the crumbs and makes their addresses absolute', () => {
    const list = breadcrumbLd([
      { name: 'Home', path: '/en' },
      { name: 'Vizsla', path: '/en/puppies-for-sale/vizsla' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/en') },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Vizsla',
        item: absoluteUrl('/en/puppies-for-sale/vizsla'),
      },
    ]);
    expect(list.itemListElement[1]!.item).toMatch(
      /^https?:\/\/[^/]+\/en\/puppies-for-sale\/vizsla$/,
    );
  });
});

describe('AdJsonLd', () => {
  it('cannot be closed early by text in the data', () => {
    const html = renderToStaticMarkup(
      createElement(AdJsonLd, { data: { name: '</script><script>alert(1)</script>' } }),
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
    expect(JSON.parse(html.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual({
      name: '</script><script>alert(1)</script>',
    });
  });
});

describe('PhotoGallery in the server-rendered HTML', () => {
  async function render(names: string[]) {
    const messages = await loadMessages('en');
    const gallery = createElement(PhotoGallery, {
      photos: galleryPhotos(names.map(photo)),
      title: 'Vizsla puppy',
    });
    const provider: ComponentProps<typeof NextIntlClientProvider> = {
      locale: 'en',
      messages,
      timeZone: 'UTC',
      children: gallery,
    };
    return renderToString(createElement(NextIntlClientProvider, provider));
  }

  it('has the cover as the LCP image: AVIF and WebP sources, sized, high priority, not lazy', async () => {
    const html = await render(['cover', 'second', 'third']);
    const main = /<picture>.*?<\/picture>/.exec(html)![0];
    expect(main).toContain('<source type="image/avif" srcSet="/media/cover-320.avif 320w');
    expect(main).toContain('<source type="image/webp" srcSet="/media/cover-320.webp 320w');
    expect(main).toContain('sizes="(min-width: 992px) 60vw, 100vw"');
    expect(main).toContain('width="1600" height="1200"');
    expect(main).toContain('fetchPriority="high"');
    expect(main).toContain('alt="Vizsla puppy, photo 1"');
    expect(main).not.toContain('loading=');
    expect(html).toContain('1<!-- --> / <!-- -->3');
    expect(html).toContain('aria-live="polite"');
  });

  it('lazily loads the thumbnails, which link to each full-size photo', async () => {
    const html = await render(['cover', 'second', 'third']);
    const thumbs = html.slice(html.indexOf('gallery-thumbs'));
    expect(thumbs.match(/loading="lazy"/g)).toHaveLength(3);
    expect(thumbs).toContain('href="/media/second-1440.webp"');
    expect(thumbs).toContain('aria-label="Show photo 2 of 3"');
  });

  it('shows one photo without previous/next or thumbnails', async () => {
    const html = await render(['cover']);
    expect(html).not.toContain('gallery-step');
    expect(html).not.toContain('gallery-thumbs');
  });
});
