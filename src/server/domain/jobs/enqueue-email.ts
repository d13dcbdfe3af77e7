import { env } from '@/env';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales';
import { getPathname, type RouteParams } from '@/i18n/paths';
import type { RouteKey } from '@/i18n/routing';
import type { Executor } from '../../db/client';
import { enqueueJob, type EmailKind, type EnqueueOptions } from './enqueue-job';

/** An account's stored language, or the default one when it is not a site language. */
export const accountLocale = (value: string | null | undefined): Locale =>
  isLocale(value) ? value : DEFAULT_LOCALE;

/**
 * Queues one e-mail to a person in their language, its button linking to `link` in that same
 * language (`values.url`). Call inside the transaction whose change the e-mail tells of.
 */
export async function enqueueEmailTo(
  db: Executor,
  kind: EmailKind,
  person: { email: string; locale: string | null },
  link: { route: RouteKey; params?: RouteParams; locale?: Locale },
  values: Record<string, string>,
  options: EnqueueOptions = {},
): Promise<void> {
  const locale = accountLocale(person.locale);
  const path = getPathname(link.route, link.params ?? {}, link.locale ?? locale);
  await enqueueJob(
    db,
    'email',
    {
      kind,
      to: person.email,
      locale,
      values: { ...values, url: `${env.SITE_URL}${path}` },
    },
    options,
  );
}
