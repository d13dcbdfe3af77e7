import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';

/** The site's name for the link text: the two video sites breeders use, else the host. */
function siteName(host: string): string {
  const bare = host.replace(/^(www|m)\./, '');
  if (/(^|\.)youtube\.com$/.test(bare) || bare === 'youtu.be') return 'YouTube';
  if (/(^|\.)vimeo\.com$/.test(bare)) return 'Vimeo';
  return bare;
}

/**
 * The breeder's video as a plain link: an embedded player would load a third party's scripts
 * and cookies on every visit to the ad.
 */
export async function AdVideoLink({ url, locale }: { url: string; locale: Locale }) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:') return null;
  const t = await getTranslations({ locale, namespace: 'Ad.video' });
  return (
    <p className="ad-video">
      <a href={parsed.href} target="_blank" rel="noopener noreferrer nofollow ugc">
        <span aria-hidden="true">▶ </span>
        {t('watch', { site: siteName(parsed.hostname) })}
        <span className="sr-only"> {t('newTab')}</span>
      </a>
    </p>
  );
}
