import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { env } from '@/env';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import { newsletterSchema } from '@/validation/accounts';
import { fieldErrors } from '@/validation/field-errors';
import { newsletterSubscribers } from '../../db/schema';
import type { RequestContext } from '../../context';
import type { RequestLimits } from '../accounts/request-limits';
import { ValidationError } from '../errors';
import { enqueueJob } from '../jobs/enqueue-job';
import { newsletterIdentity } from './newsletter-identity';

/** Links in newsletter mail: confirm, unsubscribe page, and the RFC 8058 one-click address. */
export function newsletterLinks(locale: Locale, token: string) {
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    confirmUrl: `${env.SITE_URL}${getPathname('/subscribe-verify', {}, locale)}${query}`,
    unsubscribeUrl: `${env.SITE_URL}${getPathname('/unsubscribed', {}, locale)}${query}`,
    oneClickUrl: `${env.SITE_URL}/api/newsletter/unsubscribe${query}`,
  };
}

/**
 * Double opt-in: records the address as pending with a fresh token and mails a confirmation
 * link. The answer is the same for new, pending and subscribed addresses; no sign-in needed.
 */
export async function subscribeNewsletter(
  ctx: RequestContext,
  limits: RequestLimits,
  input: { email: string; locale: string },
  address: string,
): Promise<void> {
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const { email, locale } = parsed.data;
  // Aliases of one mailbox (name+x@, Gmail's dots) share its per-address limit.
  await limits.consume('newsletter', newsletterIdentity(email), address);
  const [existing] = await ctx.db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  if (existing?.status === 'active') return;
  const token = randomBytes(24).toString('base64url');
  const now = ctx.now();
  await ctx.db
    .insert(newsletterSubscribers)
    .values({ email, locale, token, status: 'pending', createdAt: now })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { locale, token, status: 'pending', createdAt: now, unsubscribedAt: null },
    });
  const links = newsletterLinks(locale, token);
  await enqueueJob(ctx.db, 'email', {
    kind: 'newsletterConfirm',
    to: email,
    locale,
    values: { url: links.confirmUrl },
    unsubscribeUrl: links.unsubscribeUrl,
    oneClickUrl: links.oneClickUrl,
  });
}
