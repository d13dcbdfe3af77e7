import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '../accounts/auth';

const PURPOSE = 'saved-search-unsubscribe';

const macOf = (savedSearchId: string) =>
  createHmac('sha256', authSecret()).update(`${PURPOSE}:${savedSearchId}`).digest('base64url');

/** The token of a saved search's one-click unsubscribe link: its id, signed. */
export function unsubscribeToken(savedSearchId: string): string {
  return `${savedSearchId}.${macOf(savedSearchId)}`;
}

/** The saved search a token was signed for, or null for anything forged or malformed. */
export function savedSearchIdOfToken(token: string): string | null {
  const [id, mac, extra] = token.split('.');
  if (!id || !mac || extra !== undefined || id.length > 64) return null;
  const expected = Buffer.from(macOf(id));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
