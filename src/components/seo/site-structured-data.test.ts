import { describe, expect, it } from 'vitest';
import { getPathname } from '@/i18n/paths';
import { articleLd, organizationLd, websiteLd, type SiteIdentity } from './site-structured-data';

const site: SiteIdentity = {
  siteUrl: 'https://dogmarket.example',
  siteName: 'Dog Market',
  sameAs: ['https://www.facebook.com/dogmarket', 'https://www.instagram.com/dogmarket'],
};

describe('organizationLd', () => {
  it('names the site, its logo and its social profiles', () => {
    expect(organizationLd(site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://dogmarket.example/#organization',
      name: 'Dog Market',
      url: 'https://dogmarket.example/',
      logo: { '@type': 'ImageObject', url: 'https://dogmarket.example/icon.svg' },
      sameAs: ['https://www.facebook.com/dogmarket', 'https://www.instagram.com/dogmarket'],
    });
  });

  it('has no sameAs when no profile is configured', () => {
    expect(organizationLd({ ...site, sameAs: [] })).not.toHaveProperty('sameAs');
  });
});

describe('websiteLd', () => {
  it.each(['hu', 'de', 'pl', 'sr'] as const)('gives the %s home page a search box', (locale) => {
    const home = getPathname('/', {}, locale);
    const search = getPathname('/puppies-for-sale/[[...breed]]', {}, locale);
    const data = websiteLd(site, { locale, homePath: home, searchPath: search });
    expect(data).toMatchObject({
      '@type': 'WebSite',
      url: `https://dogmarket.example${home}`,
      inLanguage: locale,
      publisher: { '@id': 'https://dogmarket.example/#organization' },
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `https://dogmarket.example${search}?breed={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('articleLd', () => {
  it('is published by the site, with its dates and an absolute address', () => {
    const data = articleLd(site, {
      path: '/de/hilfe/welpenkauf-tipps',
      locale: 'de',
      headline: 'Tipps zum Welpenkauf',
      description: 'Worauf du achten solltest.',
      datePublished: '2026-11-21',
      dateModified: '2026-11-22',
      imagePath: '/og-image/de',
    });
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Tipps zum Welpenkauf',
      url: 'https://dogmarket.example/de/hilfe/welpenkauf-tipps',
      datePublished: '2026-11-21',
      dateModified: '2026-11-22',
      publisher: { '@type': 'Organization', name: 'Dog Market' },
      image: 'https://dogmarket.example/og-image/de',
    });
  });
});
