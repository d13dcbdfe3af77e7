import { and, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversationMessages } from '../../db/schema';
import { readTheirWords } from './message-view';

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A conversation the database found for a search, with what the viewer sees of it. */
export interface SearchCandidate {
  id: string;
  counterpartName: string;
  listingTitle: string | null;
  isContactRevealed: boolean;
}

const contains = (text: string | null, search: string) =>
  text !== null && text.toLocaleLowerCase().includes(search.toLocaleLowerCase());

/**
 * The candidates whose match the viewer can see: the name and title shown in the list, the
 * viewer's own words, or the other side's words as the viewer reads them. The database matched
 * every word as written, so a search for a phone number or address still masked for the
 * viewer (until a deposit, see contact-masking.ts) would otherwise tell that it is there.
 */
export async function visibleMatches<T extends SearchCandidate>(
  db: Executor,
  viewerId: string,
  candidates: T[],
  search: string,
): Promise<T[]> {
  const unsure = candidates.filter(
    (c) => !contains(c.counterpartName, search) && !contains(c.listingTitle, search),
  );
  if (unsure.length === 0) return candidates;
  const revealed = new Map(unsure.map((c) => [c.id, c.isContactRevealed]));
  const messages = await db
    .select({
      conversationId: conversationMessages.conversationId,
      senderId: conversationMessages.senderId,
      body: conversationMessages.body,
    })
    .from(conversationMessages)
    .where(
      and(
        inArray(conversationMessages.conversationId, [...revealed.keys()]),
        sql`${conversationMessages.body} ILIKE ${likePattern(search)}`,
      ),
    );
  const seen = new Set(
    messages
      .filter(({ conversationId, senderId, body }) =>
        contains(
          senderId === viewerId
            ? body
            : readTheirWords(body, revealed.get(conversationId) ?? false).body,
          search,
        ),
      )
      .map((m) => m.conversationId),
  );
  return candidates.filter((c) => !revealed.has(c.id) || seen.has(c.id));
}
