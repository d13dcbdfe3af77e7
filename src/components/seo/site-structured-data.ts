// The schema.org shapes of the site itself (https://schema.org/WebSite, /Organization, /Article).

export interface SiteIdentity {
  /** SITE_URL: the origin every absolute URL starts with. */
  siteUrl: string;
  siteName: string;
  /** The site's profiles on social networks (SOCIAL_PROFILE_URLS). */
  sameAs: readonly string[];
}

interface ImageObjectLd {
  '@type': 'ImageObject';
  url: string;
}

interface OrganizationLd {
  '@context'?: 'https://schema.org';
  '@type': 'Organization';
  '@id': string;
  name: string;
  url: string;
  logo: ImageObjectLd;
  sameAs?: string[];
}

interface WebSiteLd {
  '@context': 'https://schema.org';
  '@type': 'WebSite';
  '@id': string;
  name: string;
  url: string;
  inLanguage: string;
  publisher: { '@id': string };
  potentialAction: {
    '@type': 'SearchAction';
    target: { '@type': 'EntryPoint'; urlTemplate: string };
    'query-input': 'required name=search_term_string';
  };
}

interface ArticleLd {
  '@context': 'https://schema.org';
  '@type': 'Article';
  headline: string;
  description: string;
  url: string;
  mainEntityOfPage: string;
  inLanguage: string;
  datePublished: string;
  dateModified: string;
  author: OrganizationLd;
  publisher: OrganizationLd;
  image: string;
}

const absolute = (site: SiteIdentity, path: string) => new URL(path, site.siteUrl).href;
const organizationId = (site: SiteIdentity) => absolute(site, '/#organization');

function organization(site: SiteIdentity): OrganizationLd {
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.siteName,
    url: absolute(site, '/'),
    logo: { '@type': 'ImageObject', url: absolute(site, '/icon.svg') },
    ...(site.sameAs.length ? { sameAs: [...site.sameAs] } : {}),
  };
}

/** The company behind the site, with its social profiles (sameAs) when configured. */
export function organizationLd(site: SiteIdentity): OrganizationLd {
  return { '@context': 'https://schema.org', ...organization(site) };
}

/**
 * The site in one language, with the search box search engines may show: the search page
 * takes a typed breed as `?breed=` and leads to that breed's list.
 */
export function websiteLd(
  site: SiteIdentity,
  input: { locale: string; homePath: string; searchPath: string },
): WebSiteLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${absolute(site, input.homePath)}#website`,
    name: site.siteName,
    url: absolute(site, input.homePath),
    inLanguage: input.locale,
    publisher: { '@id': organizationId(site) },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absolute(site, input.searchPath)}?breed={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** A help or advice page as an Article written and published by the site. */
export function articleLd(
  site: SiteIdentity,
  input: {
    path: string;
    locale: string;
    headline: string;
    description: string;
    datePublished: string;
    dateModified: string;
    imagePath: string;
  },
): ArticleLd {
  const url = absolute(site, input.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    url,
    mainEntityOfPage: url,
    inLanguage: input.locale,
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: organization(site),
    publisher: organization(site),
    image: absolute(site, input.imagePath),
  };
}
