import cs from './messages/cs.json';
import de from './messages/de.json';
import en from './messages/en.json';
import fr from './messages/fr.json';
import hu from './messages/hu.json';
import it from './messages/it.json';
import pl from './messages/pl.json';
import ro from './messages/ro.json';
import ru from './messages/ru.json';
import sr from './messages/sr.json';
import type { SiteIdentity } from '@/components/seo/site-structured-data';
import { env } from '@/env';
import type { Locale } from './locales';

type SiteWords = { Metadata: { siteName: string; tagline: string } };

// Read synchronously: page metadata is built without a request's translator.
const WORDS: Record<Locale, SiteWords> = { cs, de, en, fr, hu, it, pl, ro, ru, sr };

/** The share image every page has unless it shows a photo of its own (1200 × 630 PNG). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const shareImagePath = (locale: Locale) => `/og-image/${locale}`;

/** The site's name and tagline in one language, for og:site_name and the share image. */
export function siteWords(locale: Locale): { siteName: string; tagline: string } {
  const { siteName, tagline } = WORDS[locale].Metadata;
  return { siteName, tagline };
}

/** The language's default share image as Open Graph describes an image. */
export function defaultShareImage(locale: Locale) {
  const { siteName, tagline } = siteWords(locale);
  return {
    url: shareImagePath(locale),
    ...SHARE_IMAGE_SIZE,
    alt: `${siteName}: ${tagline}`,
    type: 'image/png',
  };
}

/** Who publishes the site, as its structured data names it in one language. */
export function siteIdentity(locale: Locale): SiteIdentity {
  return {
    siteUrl: env.SITE_URL,
    siteName: siteWords(locale).siteName,
    sameAs: env.SOCIAL_PROFILE_URLS,
  };
}
