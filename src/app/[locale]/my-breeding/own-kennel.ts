import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import type { RouteKey } from '@/i18n/routing';
import { createRequestContext } from '@/server/context';
import { getOwnKennel } from '@/server/domain/kennels/get-own-kennel';
import { getSessionViewer } from '../profile/session-viewer';

/** The signed-in breeder's kennel for this render (once per request), with one breed's ads. */
export const loadOwnKennel = cache(async (locale: Locale, breedKey?: string) => {
  const ctx = createRequestContext({ viewer: await getSessionViewer(), locale });
  return getOwnKennel(ctx, { breedKey });
});

type MessageKey = 'title' | 'addTitle' | 'galleryTitle';

/** Title and (noindex) metadata of a My breeding page. */
export async function breedingMetadata(
  route: RouteKey,
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | undefined> = {},
  title?: string,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'MyBreeding' });
  return pageMetadata({
    route,
    params,
    locale,
    title: title ?? t(key),
    description: t('description'),
    noIndex: true,
  });
}
