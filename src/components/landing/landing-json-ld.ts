// The schema.org shapes of the landing pages (https://schema.org/Service, /Offer, /FAQPage),
// typed here like the site's other structured data.

interface OfferLd {
  '@type': 'Offer';
  name: string;
  price: string;
  priceCurrency: string;
  url: string;
  availability: 'https://schema.org/InStock';
}

interface ServiceLd {
  '@context': 'https://schema.org';
  '@type': 'Service';
  name: string;
  description: string;
  url: string;
  serviceType: string;
  provider: { '@type': 'Organization'; name: string; url: string };
  offers: OfferLd[];
}

interface FaqPageLd {
  '@context': 'https://schema.org';
  '@type': 'FAQPage';
  mainEntity: {
    '@type': 'Question';
    name: string;
    acceptedAnswer: { '@type': 'Answer'; text: string };
  }[];
}

export interface ServiceLdInput {
  name: string;
  description: string;
  /** Absolute address of the page describing the service. */
  url: string;
  site: { siteName: string; siteUrl: string };
  /** One per plan: amount in minor units (hundredths) and the absolute checkout address. */
  offers: { name: string; amount: number; currency: string; url: string }[];
}

/** A paid service with an Offer per plan, prices as schema.org wants them ("9.90"). */
export function serviceLd(input: ServiceLdInput): ServiceLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: input.url,
    serviceType: input.name,
    provider: { '@type': 'Organization', name: input.site.siteName, url: input.site.siteUrl },
    offers: input.offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      price: (offer.amount / 100).toFixed(2),
      priceCurrency: offer.currency,
      url: offer.url,
      availability: 'https://schema.org/InStock',
    })),
  };
}

export function faqPageLd(items: { question: string; answer: string }[]): FaqPageLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
